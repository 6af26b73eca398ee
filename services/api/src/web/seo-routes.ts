/** /sitemap.xml and /robots.txt of the one-URL server (seo-documents.ts). */
import { Router } from 'express';
import type { Knex } from 'knex';
import { pastEditionCompanyIds, publishedCompanyIds } from '../modules/index/service.js';
import type { PageCatalog } from './page-catalog.js';
import { siteOrigin } from '../http/site-origin.js';
import { robotsTxt, SEO_CACHE_CONTROL, sitemapXml } from './seo-documents.js';

export function seoRoutes(options: { catalog: PageCatalog; db: Knex; siteUrl: string | null }): Router {
  const router = Router();
  router.get('/sitemap.xml', async (req, res) => {
    const [companyIds, pastEditions] = await Promise.all([publishedCompanyIds(options.db), pastEditionCompanyIds(options.db)]);
    const xml = sitemapXml(await options.catalog.current(), companyIds, siteOrigin(req, options.siteUrl), pastEditions);
    res.set('Cache-Control', SEO_CACHE_CONTROL).type('application/xml').send(xml);
  });
  router.get('/robots.txt', async (req, res) => {
    res.set('Cache-Control', SEO_CACHE_CONTROL).type('text/plain').send(robotsTxt(await options.catalog.current(), siteOrigin(req, options.siteUrl)));
  });
  return router;
}
