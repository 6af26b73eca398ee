/**
 * The site on the one-URL server (SERVE_WEB): @pdpl/web's front door, with what only this server
 * knows: the published index (the sitemap's editions and companies, which company and edition pages
 * exist, the canonical URLs of the current edition's permanent pages, the index's pages it renders).
 */
import { createDataPages, createPageCatalog, createPublishedIndex, oneUrlRouter, workerRenderer, type DataPages, type PageCatalog, type SitemapEntries } from '@pdpl/web';
import type { Router } from 'express';
import type { Knex } from 'knex';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import { currentEditionCanonical } from './modules/index/edition-canonical.js';
import { localIndexGeneration, onIndexDataChanged } from './modules/index/read-cache.js';
import { publishedEditions, publishedIndexVersion } from './modules/index/service.js';

/** The remotes' pages: from the dist folders this server serves, or beside their entries' URLs. */
export function pageCatalogOf(config: Config, logger: Logger): PageCatalog {
  return createPageCatalog(
    { runtime: config.runtime, localRoot: config.web.serve ? config.web.root : null, manifestRefreshSeconds: config.web.manifestRefreshSeconds },
    logger,
  );
}

/** The published editions and their companies: the sitemap's entries, the pages that exist and the index pages to render. */
async function indexEntries(db: Knex): Promise<SitemapEntries> {
  return { editions: await publishedEditions(db) };
}

/** How often this server compares the published index's version (a publication on another instance). */
const INDEX_CHECK_MS = 2000;

/**
 * The index's pages, rendered in a worker thread with the published data read from this server's
 * own API at `selfOrigin` (known once it listens): the same answers visitors' browsers get.
 */
export function dataPagesOf(deps: { catalog: PageCatalog; db: Knex; logger: Logger; selfOrigin: () => string | null }): DataPages {
  const dataPages = createDataPages({
    catalog: deps.catalog,
    renderer: workerRenderer(),
    apiBase: deps.selfOrigin,
    entries: () => indexEntries(deps.db),
    version: () => publishedIndexVersion(deps.db),
    checkEveryMs: INDEX_CHECK_MS,
    logger: deps.logger,
  });
  // A publication or withdrawal here: no page of the old index goes out from the next request on.
  onIndexDataChanged(() => dataPages.changed());
  return dataPages;
}

export function siteRouter(deps: { config: Config; db: Knex; logger: Logger; catalog: PageCatalog; dataPages: DataPages | null }): Router {
  const { config, db } = deps;
  // Kept in memory: read again when a publication or withdrawal commits (here at once, elsewhere within INDEX_CHECK_MS).
  const index = createPublishedIndex({
    read: () => indexEntries(db),
    version: () => publishedIndexVersion(db),
    localVersion: localIndexGeneration,
    checkEveryMs: INDEX_CHECK_MS,
    logger: deps.logger,
  });
  return oneUrlRouter({
    webRoot: config.web.root,
    runtime: config.runtime,
    siteUrl: config.web.siteUrl,
    catalog: deps.catalog,
    dataPages: deps.dataPages,
    index,
    canonicalOf: currentEditionCanonical(db),
    logger: deps.logger,
  });
}
