import path from 'node:path';
import { PAGE_MANIFEST_FILE } from '@pdpl/contracts';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Entry files that name the current build: always revalidated. */
const ENTRY_FILES = new Set(['remoteEntry.js', 'mf-manifest.json', PAGE_MANIFEST_FILE]);
/** Vite's `name-[hash].ext`: a dash or dot, then 8+ URL-safe characters, then the extension. */
const HASHED_NAME = /[-.][A-Za-z0-9_-]{8,}\.[A-Za-z0-9]+$/;

/**
 * Cache-Control for a built front-end file, by its path relative to the dist folder:
 * entries and HTML no-cache, hashed files under assets/ immutable for a year, anything else
 * left to the default (revalidate via ETag/Last-Modified).
 */
export function cacheControlFor(relativePath: string): string | null {
  const normalised = relativePath.split(path.sep).join('/');
  const base = path.posix.basename(normalised);
  if (ENTRY_FILES.has(base) || base.endsWith('.html')) return NO_CACHE;
  if ((normalised.startsWith('assets/') || normalised.includes('/assets/')) && HASHED_NAME.test(base)) return IMMUTABLE;
  return null;
}
