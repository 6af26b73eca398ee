import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { REMOTE_BUILD_INFO_MODULE, type RemoteBuildInfo, type RemoteName } from '@pdpl/contracts';
import { getRuntimeConfig } from '@pdpl/platform';
import { RemoteRoot } from '@pdpl/ui';
import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { notePageLive } from '../hydration/roots';

type Page = LazyExoticComponent<ComponentType>;

/** A remote's code could not be fetched: retrying may help. Errors thrown while rendering are not this. */
export class RemoteLoadError extends Error {
  constructor(id: string, cause: unknown) {
    super(`Remote module ${id} could not be loaded`, { cause });
    this.name = 'RemoteLoadError';
  }
}
const pages = new Map<string, Page>();

const moduleId = (remote: RemoteName, module: string) => `${remote}/${module.replace(/^\.\//, '')}`;

async function load<T>(id: string): Promise<T> {
  let mod: T | null;
  try {
    mod = await loadRemote<T>(id);
  } catch (cause) {
    throw new RemoteLoadError(id, cause);
  }
  if (!mod) throw new RemoteLoadError(id, new Error('empty module'));
  return mod;
}

/**
 * One lazy component per exposed page, created once so React keeps it across renders: the page
 * inside its remote's root (`data-remote`, and `data-build` from the remote's own code), so no page
 * repeats it.
 */
export function remotePage(remote: RemoteName, module: string): Page {
  const id = moduleId(remote, module);
  let page = pages.get(id);
  if (!page) {
    page = lazy(async () => {
      const [{ default: Content }, { build }] = await Promise.all([
        load<{ default?: ComponentType }>(id),
        load<RemoteBuildInfo>(moduleId(remote, REMOTE_BUILD_INFO_MODULE)),
      ]);
      if (!Content) throw new RemoteLoadError(id, new Error('no default export'));
      const Root = () => {
        useEffect(notePageLive, []);
        return (
          <RemoteRoot remote={remote} build={build}>
            <Content />
          </RemoteRoot>
        );
      };
      return { default: Root };
    });
    pages.set(id, page);
  }
  return page;
}

/** The build of a remote's code as deployed now (its entry's build-info module). */
export async function remoteBuild(remote: RemoteName): Promise<string> {
  return (await load<RemoteBuildInfo>(moduleId(remote, REMOTE_BUILD_INFO_MODULE))).build;
}

/** Forgets a failed load so the next attempt fetches the remote entry again. */
export function forgetRemotePage(remote: RemoteName, module: string): void {
  pages.delete(moduleId(remote, module));
  const entry = new URL(getRuntimeConfig().remotes[remote], location.href).href;
  registerRemotes([{ name: remote, entry, type: 'module' }], { force: true });
}
