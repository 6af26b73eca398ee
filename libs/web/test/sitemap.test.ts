/**
 * The sitemap as sitemaps.org's index of files: /sitemap.xml names /sitemaps/pages.xml and one file
 * per published edition, each split at the limit of URLs a file (a small one here, to see the
 * split), each with its last change; a file it does not name is a 404.
 */
import express from 'express';
import request from 'supertest';
import { INDEX_ROUTES, type RoutedPage } from '@pdpl/contracts';
import { seoRoutes, type SitemapEntries } from '../src/seo.js';
import { manifestPage } from './support/web-root.js';

const ORIGIN = 'https://mizan.example';
const BUILT_AT = '2025-11-20T08:00:00.000Z';

const routed = (pagePath: string, module: `./${string}`, extra: Partial<RoutedPage> = {}): RoutedPage => ({ ...manifestPage(pagePath, module, extra), remote: 'mfe_index' });
const PAGES: RoutedPage[] = [
  routed('/', './HomePage'),
  routed('/KSA', './KsaPage'),
  routed('/auth', './AuthPage', { prerender: false }),
  routed(INDEX_ROUTES.list, './IndexPage'),
  routed(INDEX_ROUTES.report, './CompanyReportPage'),
  routed(INDEX_ROUTES.details, './CompanyDetailsPage'),
  routed(INDEX_ROUTES.editionList, './IndexPage'),
  routed(INDEX_ROUTES.editionReport, './CompanyReportPage'),
  routed(INDEX_ROUTES.editionPreview, './EditionPreviewPage', { access: { roles: ['analyst'] }, prerender: false }),
];
const ENTRIES: SitemapEntries = {
  editions: [
    { month: '2025-11', publishedAt: '2025-11-05T09:00:00.000Z', companyIds: ['acme-co', 'beta-llc', 'gamma-sa'] },
    { month: '2025-10', publishedAt: '2025-10-06T09:00:00.000Z', companyIds: ['acme-co'] },
  ],
};

function site(options: { entries?: SitemapEntries | null; maxUrlsPerFile?: number; builtAt?: string | null } = {}) {
  const app = express();
  app.use(
    seoRoutes({
      pages: async () => PAGES,
      entries: async () => (options.entries === undefined ? ENTRIES : options.entries),
      origin: () => ORIGIN,
      builtAt: async () => (options.builtAt === undefined ? BUILT_AT : options.builtAt),
      maxUrlsPerFile: options.maxUrlsPerFile,
    }),
  );
  return app;
}

const sitemaps = (xml: string) => [...xml.matchAll(/<sitemap><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/sitemap>/g)].map((m) => ({ loc: m[1], lastmod: m[2] }));
const locs = (xml: string) => [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
const inBoth = (paths: string[]) => paths.flatMap((p) => [`${ORIGIN}${p}`, `${ORIGIN}/ar${p === '/' ? '' : p}`]);

describe('the sitemap index', () => {
  it('names the pages’ file, last changed at the newest of the build and the publications, then each edition’s at its publication', async () => {
    const res = await request(site()).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/);
    expect(sitemaps(res.text)).toEqual([
      { loc: `${ORIGIN}/sitemaps/pages.xml`, lastmod: BUILT_AT },
      { loc: `${ORIGIN}/sitemaps/edition-2025-11.xml`, lastmod: '2025-11-05T09:00:00.000Z' },
      { loc: `${ORIGIN}/sitemaps/edition-2025-10.xml`, lastmod: '2025-10-06T09:00:00.000Z' },
    ]);
    // A publication after the build: the pages (the list) changed then.
    const older = await request(site({ builtAt: '2025-01-01T00:00:00.000Z' })).get('/sitemap.xml');
    expect(sitemaps(older.text)[0]).toEqual({ loc: `${ORIGIN}/sitemaps/pages.xml`, lastmod: '2025-11-05T09:00:00.000Z' });
  });

  it('lists each file’s URLs with their alternates: the static pages, the current edition’s at their plain URLs, a past one’s at its permanent ones', async () => {
    const app = site();
    const pages = await request(app).get('/sitemaps/pages.xml');
    expect(pages.headers['cache-control']).toBe('public, max-age=300');
    expect(locs(pages.text)).toEqual(inBoth(['/', '/KSA', INDEX_ROUTES.list]));
    expect(pages.text).toContain(
      `<url><loc>${ORIGIN}/KSA</loc><xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/KSA"/><xhtml:link rel="alternate" hreflang="ar" href="${ORIGIN}/ar/KSA"/><xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/KSA"/></url>`,
    );
    const current = await request(app).get('/sitemaps/edition-2025-11.xml');
    expect(locs(current.text)).toEqual(inBoth([...['acme-co', 'beta-llc', 'gamma-sa'].map((id) => `${INDEX_ROUTES.list}/${id}`), ...['acme-co', 'beta-llc', 'gamma-sa'].map((id) => `${INDEX_ROUTES.list}/${id}/details`)]));
    const past = await request(app).get('/sitemaps/edition-2025-10.xml');
    expect(locs(past.text)).toEqual(inBoth([`${INDEX_ROUTES.list}/edition/2025-10`, `${INDEX_ROUTES.list}/edition/2025-10/acme-co`]));
  });

  it('splits a file over the limit into -2, -3... files, none over it, every URL once, in order', async () => {
    const whole = site();
    const app = site({ maxUrlsPerFile: 5 });
    const index = sitemaps((await request(app).get('/sitemap.xml')).text);
    // pages: 6 URLs; the current edition: 12; the past one: 4.
    expect(index.map(({ loc }) => loc!.slice(`${ORIGIN}/sitemaps/`.length))).toEqual([
      'pages.xml',
      'pages-2.xml',
      'edition-2025-11.xml',
      'edition-2025-11-2.xml',
      'edition-2025-11-3.xml',
      'edition-2025-10.xml',
    ]);
    expect(index.slice(2, 5).map(({ lastmod }) => lastmod)).toEqual(Array(3).fill('2025-11-05T09:00:00.000Z'));
    const read = async (app: express.Express, file: string) => {
      const res = await request(app).get(`/sitemaps/${file}`);
      expect([file, res.status]).toEqual([file, 200]);
      return locs(res.text);
    };
    const parts = await Promise.all(['edition-2025-11.xml', 'edition-2025-11-2.xml', 'edition-2025-11-3.xml'].map((file) => read(app, file)));
    expect(parts.map((part) => part.length)).toEqual([5, 5, 2]);
    expect(parts.flat()).toEqual(await read(whole, 'edition-2025-11.xml'));
    expect([...(await read(app, 'pages.xml')), ...(await read(app, 'pages-2.xml'))]).toEqual(await read(whole, 'pages.xml'));
    for (const file of ['edition-2025-11-4.xml', 'edition-2025-11-1.xml', 'edition-2025-10-2.xml']) expect((await request(app).get(`/sitemaps/${file}`)).status).toBe(404);
  });

  it('answers 404 for a file it does not name, and 503 for all while the index is unknown', async () => {
    for (const file of ['edition-2019-01.xml', 'pages.xml.gz', 'sitemap.xml']) {
      const res = await request(site()).get(`/sitemaps/${file}`);
      expect(res.status).toBe(404);
    }
    const unknown = site({ entries: null });
    for (const path of ['/sitemap.xml', '/sitemaps/pages.xml']) {
      const res = await request(unknown).get(path);
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('60');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('has no file for an edition without companies, nor a last change it does not know', async () => {
    const app = site({ entries: { editions: [{ month: '2025-12', publishedAt: '2025-12-01T09:00:00.000Z', companyIds: [] }] }, builtAt: null });
    expect(sitemaps((await request(app).get('/sitemap.xml')).text)).toEqual([{ loc: `${ORIGIN}/sitemaps/pages.xml`, lastmod: '2025-12-01T09:00:00.000Z' }]);
    const none = site({ entries: { editions: [] }, builtAt: null });
    const index = (await request(none).get('/sitemap.xml')).text;
    expect(sitemaps(index)).toEqual([{ loc: `${ORIGIN}/sitemaps/pages.xml`, lastmod: undefined }]);
  });
});
