/**
 * The site on the one-URL server (SERVE_WEB): @pdpl/web's front door, with what only this server
 * knows: the published index (the sitemap's editions and companies, which company and edition pages
 * exist, the canonical URLs of the current edition's permanent pages) and the index's pages as the
 * render queue stored them in the database (modules/index-pages).
 */
import { createPageCatalog, createPublishedIndex, createRenderedPages, oneUrlRouter, type PageCatalog, type RenderedPages, type SitemapEntries } from '@pdpl/web';
import type { Router } from 'express';
import type { Knex } from 'knex';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import { currentEditionCanonical } from './modules/index/edition-canonical.js';
import { localIndexGeneration } from './modules/index/read-cache.js';
import { publishedEditions, publishedIndexVersion } from './modules/index/service.js';
import { renderStore } from './modules/index-pages/renders-repository.js';

/** The remotes' pages: from the dist folders this server serves, or beside their entries' URLs. */
export function pageCatalogOf(config: Config, logger: Logger): PageCatalog {
  return createPageCatalog(
    { runtime: config.runtime, localRoot: config.web.serve ? config.web.root : null, manifestRefreshSeconds: config.web.manifestRefreshSeconds },
    logger,
  );
}

/** The index's rendered pages, read from the database through a cache bounded in bytes. */
export function renderedPagesOf(config: Config, db: Knex, logger: Logger): RenderedPages {
  return createRenderedPages({ reader: renderStore(db), maxBytes: config.web.renderedPagesCacheBytes, logger });
}

/** The published editions and their companies: the sitemap's entries and the pages that exist. */
async function indexEntries(db: Knex): Promise<SitemapEntries> {
  return { editions: await publishedEditions(db) };
}

/** How often this server compares the published index's version (a publication on another instance). */
const INDEX_CHECK_MS = 2000;

export function siteRouter(deps: { config: Config; db: Knex; logger: Logger; catalog: PageCatalog; renderedPages: RenderedPages | null }): Router {
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
    renderedPages: deps.renderedPages,
    index,
    canonicalOf: currentEditionCanonical(db),
    logger: deps.logger,
  });
}
