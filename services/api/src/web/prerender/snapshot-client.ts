/**
 * The shell's own server (infra/static-server, SERVE_WEB=false) asks the API for a page's snapshot
 * (API_PATHS.pageSnapshot) and builds the page's first HTML with it, as the one-URL server does.
 */
import { API_PATHS, findPage, prerenderable, type RoutedPage } from '@pdpl/contracts';
import type { Snapshot } from './capture.js';

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

export interface SnapshotSource {
  /** A public page's snapshot, or null: the page is not public, not rendered ahead, or the API gives none for now. */
  forPage(pages: readonly RoutedPage[], pagePath: string): Promise<Snapshot | null>;
}

/**
 * Snapshots from the API at `apiBaseUrl`. When it renders none for this server, or does not answer,
 * pages go out plain for a minute before it is asked again: no call to it on every page view.
 */
export function apiSnapshotSource(apiBaseUrl: string, logger: { warn(fields: object, message: string): void }): SnapshotSource {
  let askAgainAt = 0;
  return {
    async forPage(pages, pagePath) {
      const found = findPage(pages, pagePath);
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
