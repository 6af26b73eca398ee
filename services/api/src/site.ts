/**
 * The site on the one-URL server (SERVE_WEB): @pdpl/web's front door, with what only this server
 * knows: the published index (the sitemap's companies and past editions, the canonical URLs of the
 * current edition's permanent pages) and the pages its own browser renders ahead.
 */
import { createPageCatalog, oneUrlRouter, type PageCatalog, type SnapshotSource } from '@pdpl/web';
import type { Router } from 'express';
import type { Knex } from 'knex';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import { currentEditionCanonical } from './modules/index/edition-canonical.js';
import { pastEditionCompanyIds, publishedCompanyIds } from './modules/index/service.js';

/** The remotes' pages: from the dist folders this server serves, or beside their entries' URLs. */
export function pageCatalogOf(config: Config, logger: Logger): PageCatalog {
  return createPageCatalog(
    { runtime: config.runtime, localRoot: config.web.serve ? config.web.root : null, manifestRefreshSeconds: config.web.manifestRefreshSeconds },
    logger,
  );
}

export function siteRouter(deps: { config: Config; db: Knex; logger: Logger; catalog: PageCatalog; snapshots: SnapshotSource | null }): Router {
  const { config, db } = deps;
  return oneUrlRouter({
    webRoot: config.web.root,
    runtime: config.runtime,
    siteUrl: config.web.siteUrl,
    catalog: deps.catalog,
    snapshots: deps.snapshots,
    sitemap: async () => {
      const [companyIds, pastEditions] = await Promise.all([publishedCompanyIds(db), pastEditionCompanyIds(db)]);
      return { companyIds, pastEditions };
    },
    canonicalOf: currentEditionCanonical(db),
    logger: deps.logger,
  });
}
