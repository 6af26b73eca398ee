/**
 * Cache-Control of a built front-end file, by its path relative to the dist folder: every server of
 * the front-ends (@pdpl/web's, on the one-URL server and in the front-end images) serves alike.
 */
import { RUNTIME_CONFIG_PATH } from '../config/runtime-config.js';
import { PAGE_MANIFEST_FILE } from '../pages/declaration.js';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Files that name the current build or deployment: always revalidated. */
const ENTRY_FILES = new Set(['remoteEntry.js', 'mf-manifest.json', PAGE_MANIFEST_FILE, RUNTIME_CONFIG_PATH.slice(1)]);
/** Vite's `name-[hash].ext`: a dash or dot, then 8+ URL-safe characters, then the extension. */
const HASHED_NAME = /[-.][A-Za-z0-9_-]{8,}\.[A-Za-z0-9]+$/;

/** Entries and HTML no-cache, hashed files under assets/ immutable for a year, anything else null (revalidated by ETag). */
export function cacheControlFor(relativePath: string): string | null {
  const normalised = relativePath.replaceAll('\\', '/');
  const base = normalised.slice(normalised.lastIndexOf('/') + 1);
  if (ENTRY_FILES.has(base) || base.endsWith('.html')) return NO_CACHE;
  if ((normalised.startsWith('assets/') || normalised.includes('/assets/')) && HASHED_NAME.test(base)) return IMMUTABLE;
  return null;
}
