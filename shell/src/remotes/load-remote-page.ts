import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { RemoteName } from '@pdpl/contracts';
import { getRuntimeConfig } from '@pdpl/platform';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Page = LazyExoticComponent<ComponentType>;

/** A remote's code could not be fetched: retrying may help. Errors thrown while rendering are not this. */
export class RemoteLoadError extends Error {
  constructor(id: string, cause: unknown) {
    super(`Remote module ${id} could not be loaded`, { cause });
    this.name = 'RemoteLoadError';
  }
}
const pages = new Map<string, Page>();

/** One lazy component per exposed page, created once so React keeps it across renders. */
export function remotePage(remote: RemoteName, module: string): Page {
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  let page = pages.get(id);
  if (!page) {
    page = lazy(async () => {
      let mod: { default: ComponentType } | null;
      try {
        mod = await loadRemote<{ default: ComponentType }>(id);
      } catch (cause) {
        throw new RemoteLoadError(id, cause);
      }
      if (!mod?.default) throw new RemoteLoadError(id, new Error('no default export'));
      return mod;
    });
    pages.set(id, page);
  }
  return page;
}

/** Forgets a failed load so the next attempt fetches the remote entry again. */
export function forgetRemotePage(remote: RemoteName, module: string): void {
  pages.delete(`${remote}/${module.replace(/^\.\//, '')}`);
  const entry = new URL(getRuntimeConfig().remotes[remote], location.href).href;
  registerRemotes([{ name: remote, entry, type: 'module' }], { force: true });
}
