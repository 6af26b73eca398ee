/**
 * /sitemap.xml: every public URL (static pages, each company's report and details in the
 * published edition, both paths of each article); /robots.txt: staff and sign-in pages excluded.
 * Both come from the remotes' page manifests, so a page a remote adds is listed without a change here.
 */
import { Router } from 'express';
import type { Knex } from 'knex';
import type { RoutedPage } from '@pdpl/contracts';
import { publishedCompanyIds } from '../modules/index/service.js';
import type { PageCatalog } from './page-catalog.js';
import { siteOrigin } from './page-route.js';
import { prerenderable } from './prerender/snapshots.js';

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The public paths of one page: itself, or one per company for a page of a company. */
function pathsOf(page: RoutedPage, companyIds: string[]): string[] {
  if (!page.path.includes(':')) return [page.path];
  if (page.path.split('/').filter((segment) => segment.startsWith(':')).join() !== ':companyId') return [];
  return companyIds.map((id) => page.path.replace(':companyId', encodeURIComponent(id)));
}

/** The part of a staff-only path before its first parameter, e.g. /PDPLComplianceIndex/editions. */
const disallowed = (page: RoutedPage) => page.path.split('/:')[0]!;

export function seoRoutes(options: { catalog: PageCatalog; db: Knex; siteUrl: string | null }): Router {
  const router = Router();
  router.get('/sitemap.xml', async (req, res) => {
    const origin = siteOrigin(req, options.siteUrl);
    const companyIds = await publishedCompanyIds(options.db);
    const urls = (await options.catalog.current())
      .filter(prerenderable)
      .flatMap((page) => pathsOf(page, companyIds))
      .map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`);
    res
      .set('Cache-Control', 'public, max-age=300')
      .type('application/xml')
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
  });
  router.get('/robots.txt', async (req, res) => {
    const hidden = [...new Set((await options.catalog.current()).filter((page) => !prerenderable(page)).map(disallowed))];
    const lines = ['User-agent: *', ...hidden.map((path) => `Disallow: ${path}`), '', `Sitemap: ${siteOrigin(req, options.siteUrl)}/sitemap.xml`];
    res.set('Cache-Control', 'public, max-age=300').type('text/plain').send(`${lines.join('\n')}\n`);
  });
  return router;
}
