/**
 * Pages rendered ahead: what a snapshot holds, where the page route gets one, and the source the
 * shell's image uses, which asks the API for them (API_PATHS.pageSnapshot) as the one-URL server
 * asks its own renderer.
 */
import { API_PATHS, findPage, prerenderable } from '@pdpl/contracts';
import type { WebLogger } from './logger.js';
import type { PageCatalog } from './page-catalog.js';

export interface Snapshot {
  html: string;
  css: string;
  stylesheets: string[];
  title: string;
  description: string | null;
  keywords: string | null;
}

export interface SnapshotSource {
  /**
   * A public page's snapshot, or null: not public, not rendered ahead, or none for now.
   * `shellBuild` changes when the shell is redeployed (its header and footer are in every snapshot).
   */
  forPath(pagePath: string, shellBuild: string): Promise<Snapshot | null>;
}

/** A first capture opens the page in the API's browser; the capturer gives up after 15 s itself. */
const SNAPSHOT_TIMEOUT_MS = 20_000;
/** How long pages go out plain after the API rendered none for this server, or did not answer. */
const ASK_AGAIN_MS = 60_000;

/** The answer when the API renders no pages for this server (no PRERENDER_ORIGIN: the route is not there). */
const NOT_OFFERED = 'not-offered';

/** The page's snapshot; null when it is not rendered ahead. Throws when the API does not answer. */
async function snapshotFromApi(apiBaseUrl: string, pagePath: string): Promise<Snapshot | null | typeof NOT_OFFERED> {
  const res = await fetch(`${apiBaseUrl}${API_PATHS.pageSnapshot}?path=${encodeURIComponent(pagePath)}`, { signal: AbortSignal.timeout(SNAPSHOT_TIMEOUT_MS) });
  if (res.status === 204) return null;
  if (res.status === 404) return NOT_OFFERED;
  if (!res.ok) throw new Error(`${API_PATHS.pageSnapshot} answered ${res.status}`);
  return (await res.json()) as Snapshot;
}

/**
 * Snapshots from the API at `apiBaseUrl`, for the public pages of `catalog`. When it renders none
 * for this server, or does not answer, pages go out plain for a minute before it is asked again:
 * no call to it on every page view. The API keys them by the builds itself.
 */
export function apiSnapshotSource(apiBaseUrl: string, catalog: Pick<PageCatalog, 'current'>, logger: Pick<WebLogger, 'warn'>): SnapshotSource {
  let askAgainAt = 0;
  return {
    async forPath(pagePath) {
      const found = findPage(await catalog.current(), pagePath);
      if (!found || !prerenderable(found.page) || Date.now() < askAgainAt) return null;
      const answer = await snapshotFromApi(apiBaseUrl, pagePath).catch((err: unknown): typeof NOT_OFFERED => {
        logger.warn({ err, path: pagePath }, 'No rendered page from the API; serving plain pages for a minute');
        return NOT_OFFERED;
      });
      if (answer !== NOT_OFFERED) return answer;
      askAgainAt = Date.now() + ASK_AGAIN_MS;
      return null;
    },
  };
}
