/**
 * The remotes' pages, read from the manifests they publish beside their entries (pages.json) and
 * merged for /config.json. Read at start (a conflict or a malformed manifest stops the server),
 * then again when older than the refresh period, so a remote deployed alone with a new page is
 * routed without a restart; a failed refresh keeps the last good list, and a remote unreachable
 * at a refresh keeps its last pages.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  mergePageManifests,
  PAGE_MANIFEST_FILE,
  PageManifestError,
  parsePageManifest,
  REMOTE_DIRS,
  REMOTE_NAMES,
  type PageManifest,
  type RemoteName,
  type RoutedPage,
} from '@pdpl/contracts';
import type { WebLogger } from './logger.js';
import type { RuntimeSettings } from './settings/site.js';

const FETCH_TIMEOUT_MS = 10_000;

export interface PageCatalogSettings {
  runtime: RuntimeSettings;
  /** The folder holding each remote's <dir>/dist when this server serves them at /remotes/<dir>/ (the one-URL server); else null. */
  localRoot: string | null;
  /** How often the manifests are read again. Default 60. */
  manifestRefreshSeconds?: number;
}

/** Where a remote's manifest is: beside an absolute entry URL, or in the local dist folder this server serves. */
function manifestLocation(remote: RemoteName, entry: string, localRoot: string | null): string | null {
  if (/^https?:\/\//.test(entry)) return new URL(PAGE_MANIFEST_FILE, entry).href;
  const dir = REMOTE_DIRS[remote];
  if (localRoot !== null && entry.startsWith(`/remotes/${dir}/`)) {
    const relative = path.posix.dirname(entry.slice(`/remotes/${dir}/`.length));
    return path.join(localRoot, dir, 'dist', relative, PAGE_MANIFEST_FILE);
  }
  return null;
}

/** The remote could not be reached (not built, not deployed yet): its pages are left out, not fatal. */
class ManifestUnavailable extends Error {}

async function readText(location: string): Promise<string> {
  try {
    if (!location.startsWith('http')) return await readFile(location, 'utf8');
    const res = await fetch(location, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return await res.text();
  } catch (err) {
    throw new ManifestUnavailable(`${location}: ${(err as Error).message}`);
  }
}

/** The remote's entry names its build's chunks: a new build, a new fingerprint (pages rendered from the old one are stale). */
async function fingerprintOf(manifestLocation: string): Promise<string> {
  const entry = manifestLocation.startsWith('http') ? new URL('remoteEntry.js', manifestLocation).href : path.join(path.dirname(manifestLocation), 'remoteEntry.js');
  return createHash('sha256').update(await readText(entry)).digest('hex').slice(0, 16);
}

async function readManifest(remote: RemoteName, location: string): Promise<PageManifest> {
  const text = await readText(location);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new PageManifestError(`The page manifest of ${remote} (${location}) is not valid JSON`);
  }
  return parsePageManifest(json, remote);
}

export interface PageCatalog {
  /** Reads every manifest now; throws PageManifestError on a conflict or a malformed manifest. */
  load(): Promise<RoutedPage[]>;
  /** The merged pages, re-read when older than the refresh period. */
  current(): Promise<RoutedPage[]>;
  /** Changes when the remote's build changes (as of the last read). */
  build(remote: RemoteName): string;
  /** A file of the remote's build beside its manifest (a rendered page: RENDERED_DIR), from its dist folder or its origin. */
  readBeside(remote: RemoteName, file: string): Promise<string>;
}

export function createPageCatalog(
  settings: PageCatalogSettings,
  logger: Pick<WebLogger, 'warn' | 'error'>,
  refreshMs = (settings.manifestRefreshSeconds ?? 60) * 1000,
): PageCatalog {
  let pages: RoutedPage[] | null = null;
  let builds = new Map<RemoteName, string>();
  let lastManifests = new Map<RemoteName, PageManifest>();
  const locations = new Map<RemoteName, string>();
  let loadedAt = 0;
  let pending: Promise<RoutedPage[]> | null = null;

  async function load(): Promise<RoutedPage[]> {
    const manifests = new Map<RemoteName, PageManifest>();
    const fingerprints = new Map<RemoteName, string>();
    const unread: RemoteName[] = [];
    for (const remote of REMOTE_NAMES) {
      const location = manifestLocation(remote, settings.runtime.remotes[remote], settings.localRoot);
      if (!location) {
        unread.push(remote);
        continue;
      }
      locations.set(remote, location);
      try {
        manifests.set(remote, await readManifest(remote, location));
        fingerprints.set(remote, await fingerprintOf(location));
      } catch (err) {
        if (!(err instanceof ManifestUnavailable)) throw err;
        // A remote on its own origin may be briefly down (a restart, a rollout): its last pages stay routed.
        const last = lastManifests.get(remote);
        if (!manifests.has(remote) && last) {
          manifests.set(remote, last);
          const build = builds.get(remote);
          if (build) fingerprints.set(remote, build);
        }
        logger.warn({ remote, reason: err.message }, last ? 'Page manifest unavailable; keeping the remote’s last pages' : 'Page manifest unavailable; the remote’s pages are not routed until it is');
      }
    }
    if (unread.length > 0 && !pages) {
      logger.warn({ remotes: unread }, 'Remote entries given as paths this server does not serve: /config.json lists no pages for them (give full URLs, or compose config.json at deploy time)');
    }
    pages = mergePageManifests([...manifests.values()]);
    lastManifests = manifests;
    builds = fingerprints;
    loadedAt = Date.now();
    return pages;
  }

  async function refresh(): Promise<RoutedPage[]> {
    try {
      return await load();
    } catch (err) {
      if (!pages) throw err;
      logger.error({ err }, 'Page manifests could not be refreshed; keeping the last good pages');
      loadedAt = Date.now();
      return pages;
    }
  }

  return {
    load,
    build: (remote) => builds.get(remote) ?? '',
    readBeside(remote, file) {
      const location = locations.get(remote);
      if (!location) return Promise.reject(new Error(`No manifest location for ${remote}`));
      return readText(location.startsWith('http') ? new URL(file, location).href : path.join(path.dirname(location), file));
    },
    current() {
      if (pages && Date.now() - loadedAt < refreshMs) return Promise.resolve(pages);
      pending ??= refresh().finally(() => (pending = null));
      return pending;
    },
  };
}
