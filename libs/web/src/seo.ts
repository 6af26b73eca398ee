/**
 * The sitemap (every public URL: static pages, each company's report and details in the published
 * edition, the past editions' permanent pages, both paths of each article) and robots.txt (staff, sign-in and compare pages excluded), from the
 * remotes' page manifests, so a page a remote adds is listed without a change here. The published
 * edition comes from the server's source: the one-URL server's database, or the API for the shell's image.
 */
import { Router, type Request } from 'express';
import { hasArabicTwin, LOCALE_INFO, localePath, LOCALES, prerenderable, type PastEdition, type RoutedPage } from '@pdpl/contracts';

export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The public paths of one page: itself, one per company for a page of a company, and for an edition's
 * page one per past edition (and company). The current edition's permanent pages are left out: the
 * current pages' own URLs are their canonical ones.
 */
function pathsOf(page: RoutedPage, companyIds: readonly string[], pastEditions: readonly PastEdition[]): string[] {
  if (!page.path.includes(':')) return [page.path];
  const companies = (path: string, ids: readonly string[]) => ids.map((id) => path.replace(':companyId', encodeURIComponent(id)));
  switch (page.path.split('/').filter((segment) => segment.startsWith(':')).join()) {
    case ':companyId':
      return companies(page.path, companyIds);
    case ':month':
      return pastEditions.map((edition) => page.path.replace(':month', edition.month));
    case ':month,:companyId':
      return pastEditions.flatMap((edition) => companies(page.path.replace(':month', edition.month), edition.companyIds));
    default:
      return [];
  }
}

/** The public paths of one page in the published index (`entries`), English ones. */
export const publicPathsOf = (page: RoutedPage, entries: SitemapEntries): string[] => pathsOf(page, entries.companyIds, entries.pastEditions);

/** The part of a staff-only path before its first parameter, e.g. /PDPLComplianceIndex/editions. */
const disallowed = (page: RoutedPage) => page.path.split('/:')[0]!;

/** Each language's URL of a path, as <xhtml:link> alternates (with x-default, the English one). */
function alternateLinks(origin: string, path: string): string {
  const link = (lang: string, href: string) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(`${origin}${href}`)}"/>`;
  return [...LOCALES.map((locale) => link(LOCALE_INFO[locale].lang, localePath(path, locale))), link('x-default', path)].join('');
}

/** Every public URL in both languages, each naming its twin in the other. */
export function sitemapXml(pages: readonly RoutedPage[], companyIds: readonly string[], origin: string, pastEditions: readonly PastEdition[] = []): string {
  const urls = pages
    .filter(prerenderable)
    .flatMap((page) => pathsOf(page, companyIds, pastEditions).map((path) => ({ path, twin: hasArabicTwin(page) })))
    .flatMap(({ path, twin }) =>
      (twin ? LOCALES : (['en'] as const)).map(
        (locale) => `  <url><loc>${escapeXml(`${origin}${localePath(path, locale)}`)}</loc>${twin ? alternateLinks(origin, path) : ''}</url>`,
      ),
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(pages: readonly RoutedPage[], origin: string): string {
  // A public page kept out of the sitemap (the compare page) is kept out in both languages.
  const hidden = [...new Set(pages.filter((page) => !prerenderable(page)).flatMap((page) => (hasArabicTwin(page) ? LOCALES.map((locale) => localePath(disallowed(page), locale)) : [disallowed(page)])))];
  return `${['User-agent: *', ...hidden.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}${SITEMAP_PATH}`].join('\n')}\n`;
}

/** Both are cheap to compute but rarely change: crawlers may keep them five minutes. */
export const SEO_CACHE_CONTROL = 'public, max-age=300';

/** The published index's URLs for the sitemap: its companies, and the past editions' months and companies. */
export interface SitemapEntries {
  companyIds: string[];
  pastEditions: PastEdition[];
}

/**
 * GET /sitemap.xml and /robots.txt. `entries` null: the index is unavailable for now, and a sitemap
 * without the companies would tell crawlers their reports are gone, so there is none at all.
 */
export function seoRoutes(options: { pages: () => Promise<readonly RoutedPage[]>; entries: () => Promise<SitemapEntries | null>; origin: (req: Request) => string }): Router {
  const router = Router();
  router.get(SITEMAP_PATH, async (req, res) => {
    const [pages, entries] = await Promise.all([options.pages(), options.entries()]);
    if (!entries) {
      res.status(503).set({ 'Retry-After': '60', 'Cache-Control': 'no-store' }).type('text/plain').send('The sitemap is unavailable; try again in a minute.');
      return;
    }
    res.set('Cache-Control', SEO_CACHE_CONTROL).type('application/xml').send(sitemapXml(pages, entries.companyIds, options.origin(req), entries.pastEditions));
  });
  router.get(ROBOTS_PATH, async (req, res) => {
    res.set('Cache-Control', SEO_CACHE_CONTROL).type('text/plain').send(robotsTxt(await options.pages(), options.origin(req)));
  });
  return router;
}

