/**
 * Which paths are rendered ahead, and keeping their snapshots: a public page a remote allows to
 * be prerendered, and for the index's company pages only companies of the published edition; an
 * edition's permanent pages only for a past published edition (the current one's are its plain URLs). A
 * snapshot is taken on the first request and kept until the shell or the page's remote is
 * redeployed, the index is published or withdrawn (index pages), or it is older than the refresh period.
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
 * A page's snapshot, taken now if missing or stale; null when the path is not prerendered or the
 * capture failed. `selfOrigin`: where this server listens, for its own browser (null until it does).
 */
export function createSnapshots(deps: { capturer: Capturer; catalog: Pick<PageCatalog, 'current' | 'build'>; db: Knex; selfOrigin: () => string | null }): SnapshotSource {
  const { capturer, catalog, db } = deps;
  const entries = new Map<string, { key: string; takenAt: number; snapshot: Promise<Snapshot | null> }>();
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

  return {
    async forPath(path, shellBuild) {
      const origin = deps.selfOrigin();
      if (!origin) return null;
      const found = findPage(await catalog.current(), path);
      if (!found || !prerenderable(found.page)) return null;
      const key = await keyFor(found.page, found.params, shellBuild);
      if (key === null) return null;
      const cached = entries.get(path);
      if (cached && cached.key === key && Date.now() - cached.takenAt < REFRESH_MS) return cached.snapshot;
      const snapshot = capturer.capture(origin, path);
      entries.set(path, { key, takenAt: Date.now(), snapshot });
      // A failed capture is not kept: the next request tries again.
      void snapshot.then((taken) => taken === null && entries.get(path)?.snapshot === snapshot && entries.delete(path));
      return snapshot;
    },
  };
}
