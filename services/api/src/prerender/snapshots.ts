/**
 * The index's pages rendered ahead (every other public page is rendered by its remote's build:
 * @pdpl/web's rendered-pages): for the company pages only companies of the published edition; an
 * edition's permanent pages only for a past published edition (the current one's are its plain
 * URLs). No request waits for a capture: the first request of a page starts one in the background
 * and goes out plain; a snapshot is then served, and while a newer one is taken after the shell or
 * the index remote is redeployed, the index is published or withdrawn, or the refresh period, the
 * last one is still served.
 */
import { findPage, prerenderable, type RoutedPage } from '@pdpl/contracts';
import type { PageCatalog, Snapshot, SnapshotSource } from '@pdpl/web';
import type { Knex } from 'knex';
import { createReadCache } from '../modules/index/read-cache.js';
import { pastEditionCompanyIds, publishedCompanyIds, publishedIndexVersion } from '../modules/index/service.js';
import type { Capturer } from './capture.js';

const REFRESH_MS = 10 * 60 * 1000;
const INDEX_REMOTE = 'mfe_index';


/**
 * A page's last snapshot, a new one started if missing or stale; null when the path is not an index
 * page rendered ahead or none has been taken yet. `selfOrigin`: where this server listens, for its
 * own browser (null until it does).
 */
export function createSnapshots(deps: { capturer: Capturer; catalog: Pick<PageCatalog, 'current' | 'build'>; db: Knex; selfOrigin: () => string | null }): SnapshotSource {
  const { capturer, catalog, db } = deps;
  const indexReads = createReadCache({ ttlMs: 60_000, version: () => publishedIndexVersion(db) });

  /** Whether the company (and edition) a path names is public: the current edition's, or a past one's by its month. */
  async function isPublished(params: Record<string, string>): Promise<boolean> {
    if (params.month !== undefined) {
      const edition = (await indexReads('past-editions', () => pastEditionCompanyIds(db))).find((past) => past.month === params.month);
      return edition !== undefined && (params.companyId === undefined || edition.companyIds.includes(params.companyId));
    }
    return params.companyId === undefined || (await indexReads('company-ids', () => publishedCompanyIds(db))).includes(params.companyId);
  }

  async function keyFor(page: RoutedPage, params: Record<string, string>, shellBuild: string): Promise<string | null> {
    if (!(await isPublished(params))) return null;
    const index = page.remote === INDEX_REMOTE ? `|index:${await indexReads('version', () => publishedIndexVersion(db))}` : '';
    return `${shellBuild}|${catalog.build(page.remote)}${index}`;
  }

  const entries = new Map<string, { key: string; takenAt: number; snapshot: Snapshot | null }>();
  const capturing = new Set<string>();

  function recapture(origin: string, path: string, key: string): void {
    if (capturing.has(path)) return;
    capturing.add(path);
    void capturer
      .capture(origin, path)
      .then((snapshot) => {
        // A failed capture is not kept: the next request tries again, and meanwhile the last one is served.
        if (snapshot) entries.set(path, { key, takenAt: Date.now(), snapshot });
      })
      .finally(() => capturing.delete(path));
  }

  return {
    async forPath(path, shellBuild) {
      const origin = deps.selfOrigin();
      if (!origin) return null;
      const found = findPage(await catalog.current(), path);
      if (!found || !prerenderable(found.page) || found.page.remote !== INDEX_REMOTE) return null;
      const key = await keyFor(found.page, found.params, shellBuild);
      if (key === null) return null;
      const cached = entries.get(path);
      if (!cached || cached.key !== key || Date.now() - cached.takenAt >= REFRESH_MS) recapture(origin, path, key);
      return cached?.snapshot ?? null;
    },
  };
}
