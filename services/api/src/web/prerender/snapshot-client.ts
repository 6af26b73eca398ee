/**
 * The shell's own server (infra/static-server, SERVE_WEB=false) asks the API for a page's snapshot
 * (API_PATHS.pageSnapshot) and builds the page's first HTML with it, as the one-URL server does.
 */
import { API_PATHS } from '@pdpl/contracts';
import type { Snapshot } from './capture.js';

/** The answer when the API renders no pages for this server. */
export const NOT_OFFERED = 'not-offered';

/** A first capture opens the page in the API's browser; the capturer gives up after 15 s itself. */
const SNAPSHOT_TIMEOUT_MS = 20_000;

/**
 * The page's snapshot; null when it is not rendered ahead; NOT_OFFERED when the API renders no
 * pages for this server (no PRERENDER_ORIGIN: the route is not there). Throws when the API does not answer.
 */
export async function snapshotFromApi(apiBaseUrl: string, pagePath: string): Promise<Snapshot | null | typeof NOT_OFFERED> {
  const res = await fetch(`${apiBaseUrl}${API_PATHS.pageSnapshot}?path=${encodeURIComponent(pagePath)}`, { signal: AbortSignal.timeout(SNAPSHOT_TIMEOUT_MS) });
  if (res.status === 204) return null;
  if (res.status === 404) return NOT_OFFERED;
  if (!res.ok) throw new Error(`${API_PATHS.pageSnapshot} answered ${res.status}`);
  return (await res.json()) as Snapshot;
}
