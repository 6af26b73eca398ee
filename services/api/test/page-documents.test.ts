/**
 * What crawlers and link previews read from the one-URL server: each page's document (metadata,
 * canonical URL) and status (404 for a company or month the published index does not hold, or an
 * unknown article), /sitemap.xml (an index of files) and /robots.txt, from the remotes' manifests and
 * the published index editions in the database (how a snapshot is inlined:
 * libs/web/test/page-document.test.ts; a sitemap split at its limit: libs/web/test/sitemap.test.ts).
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { BLOG_ARTICLE_SLUGS, BLOG_LONG_PREFIX, blogLongPath, blogShortPath, INDEX_ROUTES, PRERENDER, type PageManifest } from '@pdpl/contracts';
import { withdrawEdition } from '../src/modules/editions/service.js';
import { seedSampleIndex } from '../src/db/seeds/sample-index.js';
import { buildTestApp, type TestApp } from './support/app.js';
import { loadSampleIndex } from './support/editions-sample.js';
import { openTestDb, resetDb } from './support/db.js';
import { createWebRoot, manifestPage as page, type WebRoot } from '../../../libs/web/test/support/web-root.js';
import type { Knex } from 'knex';

const ARTICLE = BLOG_ARTICLE_SLUGS[0];

const MANIFESTS: Record<string, PageManifest> = {
  'mfe-marketing': {
    remote: 'mfe_marketing',
    pages: [
      page('/', './HomePage'),
      page('/blog/short', './ArticlePage'),
      page('/blog-long/a-long-title', './ArticlePage', { canonical: '/blog/short' }),
      // As mfe-marketing declares its articles: each at its short and its long path.
      page(blogShortPath(ARTICLE.slug), './ArticlePage'),
      page(blogLongPath(ARTICLE.longSlug), './ArticlePage', { canonical: blogShortPath(ARTICLE.slug) }),
    ],
  },
  'mfe-index': {
    remote: 'mfe_index',
    pages: [
      page(INDEX_ROUTES.list, './IndexPage'),
      page(INDEX_ROUTES.report, './CompanyReportPage'),
      page(INDEX_ROUTES.details, './CompanyDetailsPage'),
      page(INDEX_ROUTES.editionList, './IndexPage'),
      page(INDEX_ROUTES.editionReport, './CompanyReportPage'),
      page(INDEX_ROUTES.editionDetails, './CompanyDetailsPage'),
      // Public in both languages, but its content is its query: never rendered ahead nor listed.
      page(INDEX_ROUTES.compare, './ComparePage', { prerender: false, localized: { ar: { title: 'مقارنة الشركات | ميزان', description: 'مقارنة.', keywords: 'مقارنة' } } }),
      page(INDEX_ROUTES.editionPreview, './EditionPreviewPage', { access: { roles: ['analyst', 'admin'] }, prerender: false }),
    ],
  },
  'mfe-admin': { remote: 'mfe_admin', pages: [page('/auth', './AuthPage', { prerender: false }), page('/staff', './StaffPage', { access: { roles: ['admin'] }, prerender: false })] },
};

// As the built shell: its entry and preloads make the document worth compressing.
const PRELOADS = Array.from({ length: 12 }, (_, i) => `<link rel="modulepreload" crossorigin href="/assets/chunk-${i}-Ab12Cd34.js">`).join('');
const SHELL = `<!doctype html><html lang="en"><head><title>Mizan</title><meta name="description" content="shell" />${PRELOADS}</head><body><div id="root"></div></body></html>`;

let db: Knex;
let webRoot: WebRoot;
let t: TestApp;

beforeAll(async () => {
  db = await openTestDb();
  await resetDb(db);
  await seedSampleIndex(db);
  webRoot = await createWebRoot('pdpl-docs');
  await webRoot.put('shell/dist/index.html', SHELL);
  for (const [dir, manifest] of Object.entries(MANIFESTS)) await webRoot.deploy(dir, manifest);
  t = buildTestApp(db, { SERVE_WEB: 'true', WEB_ROOT: webRoot.dir, SITE_URL: 'https://mizan.example' });
});

afterAll(async () => {
  await t.close();
  await db.destroy();
  await webRoot.remove();
});

const o = 'https://mizan.example';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

/** The sitemap index's files, each with its last change, and every URL they list. */
async function readSitemap() {
  const index = await request(t.app).get('/sitemap.xml');
  expect(index.status).toBe(200);
  expect(index.headers['content-type']).toMatch(/application\/xml/);
  expect(index.headers['cache-control']).toBe('public, max-age=300');
  expect(index.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const files = [...index.text.matchAll(/<sitemap><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/sitemap>/g)].map((m) => ({ url: m[1]!, lastmod: m[2]! }));
  expect(files).toHaveLength(locs(index.text).length);
  const texts = new Map<string, string>();
  for (const { url } of files) {
    const res = await request(t.app).get(new URL(url).pathname);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    texts.set(new URL(url).pathname, res.text);
  }
  return { files, texts };
}

describe('/sitemap.xml', () => {
  it('is an index of files: the static pages, then each published edition, newest first, each last changed at its publication', async () => {
    const { files } = await readSitemap();
    const published = await db('index_editions').where('status', 'published').orderBy('month', 'desc').select<{ month: string; published_at: Date }[]>('month', 'published_at');
    expect(published.length).toBeGreaterThan(1);
    const built = (await stat(path.join(webRoot.dir, 'shell/dist/index.html'))).mtime.toISOString();
    const newestPublication = published.map((e) => e.published_at.toISOString()).sort().at(-1)!;
    expect(files).toEqual([
      { url: `${o}/sitemaps/pages.xml`, lastmod: built > newestPublication ? built : newestPublication },
      ...published.map((e) => ({ url: `${o}/sitemaps/edition-${e.month.slice(0, 7)}.xml`, lastmod: e.published_at.toISOString() })),
    ]);
  });

  it('lists every public URL in English and Arabic in its files: static pages, both paths of an article, each company report and its details, and the past editions\' permanent pages', async () => {
    const { texts } = await readSitemap();
    const sample = loadSampleIndex();
    const latest = sample.editions[sample.editions.length - 1]!;
    const companies = latest.scores.map((s) => s.companyId);
    const past = sample.editions.slice(0, -1);
    expect(past.length).toBeGreaterThan(0);
    const both = (paths: string[]) => paths.flatMap((p) => [`${o}${p}`, `${o}/ar${p === '/' ? '' : p}`]);
    expect(locs(texts.get('/sitemaps/pages.xml')!)).toEqual(
      both(['/', '/blog/short', '/blog-long/a-long-title', blogShortPath(ARTICLE.slug), blogLongPath(ARTICLE.longSlug), '/PDPLComplianceIndex']),
    );
    // The current edition's reports and details at their plain URLs only.
    const current = texts.get(`/sitemaps/edition-${latest.month.slice(0, 7)}.xml`)!;
    expect(locs(current).sort()).toEqual(both([...companies.map((id) => `/PDPLComplianceIndex/${id}`), ...companies.map((id) => `/PDPLComplianceIndex/${id}/details`)]).sort());
    expect(current).not.toContain('/edition/');
    expect(companies.length).toBeGreaterThan(50);
    // A past edition's list, reports and details at their permanent URLs.
    for (const edition of past) {
      const prefix = `/PDPLComplianceIndex/edition/${edition.month.slice(0, 7)}`;
      const file = texts.get(`/sitemaps/edition-${edition.month.slice(0, 7)}.xml`)!;
      expect(locs(file).sort()).toEqual(both([prefix, ...edition.scores.flatMap((s) => [`${prefix}/${s.companyId}`, `${prefix}/${s.companyId}/details`])]).sort());
    }
    // Each URL names its twin in the other language, and English as the default.
    expect(texts.get('/sitemaps/pages.xml')).toContain(
      `<url><loc>${o}/ar/PDPLComplianceIndex</loc><xhtml:link rel="alternate" hreflang="en" href="${o}/PDPLComplianceIndex"/><xhtml:link rel="alternate" hreflang="ar" href="${o}/ar/PDPLComplianceIndex"/><xhtml:link rel="alternate" hreflang="x-default" href="${o}/PDPLComplianceIndex"/></url>`,
    );
    for (const text of texts.values()) expect(text).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('answers 404 for a file it does not name', async () => {
    for (const file of ['edition-2019-01.xml', 'edition-2019-01-2.xml', 'pages-2.xml', 'pages.xml.gz', 'nothing']) {
      const res = await request(t.app).get(`/sitemaps/${file}`);
      expect([file, res.status]).toEqual([file, 404]);
    }
  });
});

describe('/robots.txt', () => {
  it('keeps crawlers out of the staff, sign-in and compare pages (in both languages) and points at the sitemap', async () => {
    const res = await request(t.app).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.text).toBe(
      ['User-agent: *', 'Disallow: /PDPLComplianceIndex/compare', 'Disallow: /ar/PDPLComplianceIndex/compare', 'Disallow: /PDPLComplianceIndex/editions', 'Disallow: /auth', 'Disallow: /staff', '', 'Sitemap: https://mizan.example/sitemap.xml', ''].join('\n'),
    );
  });
});

describe('page documents', () => {
  it('name the canonical path a long article path declares, on the site\'s public origin', async () => {
    const res = await request(t.app).get('/blog-long/a-long-title').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<link rel="canonical" href="https://mizan.example/blog/short" />');
    expect(res.text).toContain('<meta property="og:url" content="https://mizan.example/blog/short" />');
    expect(res.text).toContain('<meta property="og:title" content="ArticlePage | Mizan" />');
  });

  it("name the current edition's plain URLs as canonical for its permanent ones, and a past edition's permanent URLs as their own", async () => {
    const sample = loadSampleIndex();
    const [current, past] = [sample.editions[sample.editions.length - 1]!, sample.editions[0]!];
    const company = current.scores[0]!.companyId;
    const canonical = async (path: string) => /<link rel="canonical" href="([^"]+)" \/>/.exec((await request(t.app).get(path).set('Accept', 'text/html')).text)?.[1];
    const currentPrefix = `/PDPLComplianceIndex/edition/${current.month.slice(0, 7)}`;
    expect(await canonical(currentPrefix)).toBe(`${o}/PDPLComplianceIndex`);
    expect(await canonical(`${currentPrefix}/${company}/details`)).toBe(`${o}/PDPLComplianceIndex/${company}/details`);
    expect(await canonical(`/ar${currentPrefix}/${company}`)).toBe(`${o}/ar/PDPLComplianceIndex/${company}`);
    const pastPrefix = `/PDPLComplianceIndex/edition/${past.month.slice(0, 7)}`;
    expect(await canonical(`${pastPrefix}/${company}`)).toBe(`${o}${pastPrefix}/${company}`);
    expect(await canonical(`/ar${pastPrefix}`)).toBe(`${o}/ar${pastPrefix}`);
  });

  it('name their language and direction, their twin in the other language, and the Arabic page its Arabic metadata and font', async () => {
    const english = await request(t.app).get('/PDPLComplianceIndex').set('Accept', 'text/html');
    expect(english.text).toMatch(/<html lang="en" dir="ltr">/);
    expect(english.text).toContain('<link rel="alternate" hreflang="ar" href="https://mizan.example/ar/PDPLComplianceIndex" />');
    expect(english.text).toContain('<link rel="alternate" hreflang="x-default" href="https://mizan.example/PDPLComplianceIndex" />');
    expect(english.text).not.toContain('rel="preload" href="/fonts/');

    const arabic = await request(t.app).get('/ar/PDPLComplianceIndex').set('Accept', 'text/html');
    expect(arabic.status).toBe(200);
    expect(arabic.text).toMatch(/<html lang="ar" dir="rtl">/);
    expect(arabic.text).toContain('<title>IndexPage | ميزان</title>');
    expect(arabic.text).toContain('<link rel="canonical" href="https://mizan.example/ar/PDPLComplianceIndex" />');
    expect(arabic.text).toContain('<link rel="alternate" hreflang="en" href="https://mizan.example/PDPLComplianceIndex" />');
    expect(arabic.text).toContain('<meta property="og:locale" content="ar_SA" />');
    expect(arabic.text).toMatch(/<link rel="preload" href="\/fonts\/[^"]+\.woff2" as="font" type="font\/woff2" crossorigin \/>/);

    // An Arabic long article path is canonical at the Arabic short path.
    const article = await request(t.app).get('/ar/blog-long/a-long-title').set('Accept', 'text/html');
    expect(article.text).toContain('<link rel="canonical" href="https://mizan.example/ar/blog/short" />');
  });

  it('exist in Arabic for public pages only: a staff page under /ar is not found, and stays English without alternates', async () => {
    const staff = await request(t.app).get('/ar/staff').set('Accept', 'text/html');
    expect(staff.status).toBe(404);
    expect(staff.text).toMatch(/<html lang="ar" dir="rtl">/);
    const english = await request(t.app).get('/staff').set('Accept', 'text/html');
    expect(english.status).toBe(200);
    expect(english.text).not.toContain('hreflang');
  });

  it('exist in Arabic for the compare page too, which is never rendered ahead', async () => {
    const arabic = await request(t.app).get('/ar/PDPLComplianceIndex/compare?companies=a,b').set('Accept', 'text/html');
    expect(arabic.status).toBe(200);
    expect(arabic.text).toMatch(/<html lang="ar" dir="rtl">/);
    expect(arabic.text).toContain('<title>مقارنة الشركات | ميزان</title>');
    expect(arabic.text).not.toContain(PRERENDER.rootAttribute);
  });

  it('open the front door in the language chosen with the switch, and never guess it from the browser', async () => {
    const chosen = await request(t.app).get('/').set('Accept', 'text/html').set('Cookie', 'other=1; pdpl_lang=ar');
    expect(chosen.status).toBe(302);
    expect(chosen.headers.location).toBe('/ar');
    expect(chosen.headers.vary).toMatch(/Cookie/);
    // English chosen, an Arabic browser, or another page: no redirect.
    for (const [path, headers] of [
      ['/', { Cookie: 'pdpl_lang=en' }],
      ['/', { 'Accept-Language': 'ar-SA,ar;q=0.9' }],
      ['/PDPLComplianceIndex', { Cookie: 'pdpl_lang=ar' }],
    ] as const) {
      const res = await request(t.app).get(path).set('Accept', 'text/html').set(headers);
      expect(res.status).toBe(200);
      expect(res.text).toMatch(/<html lang="en" dir="ltr">/);
    }
  });

  it('arrive compressed when the browser accepts it', async () => {
    const res = await request(t.app).get('/').set('Accept', 'text/html').set('Accept-Encoding', 'br, gzip');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.text).toContain('<title>HomePage | Mizan</title>');
  });

  it('answer a revalidation of an unchanged document with 304, whichever encoding was sent', async () => {
    const first = await request(t.app).get('/').set('Accept', 'text/html').set('Accept-Encoding', 'br');
    const again = await request(t.app).get('/').set('Accept', 'text/html').set('Accept-Encoding', 'gzip').set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
    const other = await request(t.app).get('/blog/short').set('Accept', 'text/html').set('If-None-Match', first.headers.etag);
    expect(other.status).toBe(200);
  });
});

describe('page statuses', () => {
  const get = (pagePath: string) => request(t.app).get(pagePath).set('Accept', 'text/html');
  const expectStatus = async (paths: string[], status: number) => {
    for (const pagePath of paths) {
      const res = await get(pagePath);
      expect([pagePath, res.status]).toEqual([pagePath, status]);
      if (status === 404) expect(res.text).toContain('<meta name="robots" content="noindex" />');
      else expect(res.text).not.toContain('name="robots"');
    }
  };
  const inBoth = (paths: string[]) => paths.flatMap((p) => [p, `/ar${p}`]);

  it("are 200 for a company and month the published index holds, in both languages", async () => {
    const sample = loadSampleIndex();
    const [current, past] = [sample.editions[sample.editions.length - 1]!, sample.editions[0]!];
    const company = current.scores[0]!.companyId;
    const pastCompany = past.scores[0]!.companyId;
    const month = (edition: typeof current) => edition.month.slice(0, 7);
    await expectStatus(
      inBoth([
        `/PDPLComplianceIndex/${company}`,
        `/PDPLComplianceIndex/${company}/details`,
        `/PDPLComplianceIndex/edition/${month(past)}`,
        `/PDPLComplianceIndex/edition/${month(past)}/${pastCompany}/details`,
        `/PDPLComplianceIndex/edition/${month(current)}/${company}`,
        '/PDPLComplianceIndex',
        blogShortPath(ARTICLE.slug),
        blogLongPath(ARTICLE.longSlug),
      ]),
      200,
    );
  });

  it("are 404 for a company or month it does not hold, with the page's own document (the app shows its error), in both languages", async () => {
    const sample = loadSampleIndex();
    const company = sample.editions[sample.editions.length - 1]!.scores[0]!.companyId;
    await expectStatus(
      inBoth([
        '/PDPLComplianceIndex/no-such-company',
        '/PDPLComplianceIndex/no-such-company/details',
        '/PDPLComplianceIndex/edition/2019-01',
        `/PDPLComplianceIndex/edition/2019-01/${company}`,
        `/PDPLComplianceIndex/edition/2019-01/${company}/details`,
        `/PDPLComplianceIndex/edition/2025-1/${company}`,
        '/PDPLComplianceIndex/edition/not-a-month',
      ]),
      404,
    );
    const report = await get('/PDPLComplianceIndex/no-such-company');
    expect(report.text).toContain('<title>CompanyReportPage | Mizan</title>');
    expect(report.text).toContain('<div id="root"></div>');
    expect(report.text).not.toContain(PRERENDER.rootAttribute);
    const arabic = await get('/ar/PDPLComplianceIndex/no-such-company/details');
    expect(arabic.text).toMatch(/<html lang="ar" dir="rtl">/);
    expect(arabic.text).toContain('<title>CompanyDetailsPage | ميزان</title>');
  });

  it('are 404 for an article slug no remote declares, at either path, in both languages', async () => {
    await expectStatus(inBoth([blogShortPath('no-such-article'), blogLongPath('no-such-article'), `${BLOG_LONG_PREFIX}/${ARTICLE.slug}`, blogShortPath(ARTICLE.longSlug)]), 404);
    const res = await get('/ar/blog/no-such-article');
    expect(res.text).toContain('<title>الصفحة غير موجودة');
  });
});

// Last: it withdraws an edition the other tests read.
describe('a withdrawal', () => {
  it("makes the edition's permanent pages 404 and drops its sitemap file at once", async () => {
    const sample = loadSampleIndex();
    const [past, company] = [sample.editions[0]!, sample.editions[0]!.scores[0]!.companyId];
    const month = past.month.slice(0, 7);
    const pastReport = `/PDPLComplianceIndex/edition/${month}/${company}`;
    expect((await request(t.app).get(pastReport).set('Accept', 'text/html')).status).toBe(200);
    expect((await request(t.app).get(`/sitemaps/edition-${month}.xml`)).status).toBe(200);
    const { id } = await db('index_editions').where({ status: 'published', month: past.month }).first<{ id: number }>('id');
    await withdrawEdition(db, id, { id: null, label: 'test' });
    expect((await request(t.app).get(pastReport).set('Accept', 'text/html')).status).toBe(404);
    expect((await request(t.app).get(`/ar${pastReport}/details`).set('Accept', 'text/html')).status).toBe(404);
    expect((await request(t.app).get(`/sitemaps/edition-${month}.xml`)).status).toBe(404);
    expect((await request(t.app).get('/sitemap.xml')).text).not.toContain(`edition-${month}.xml`);
  });
});
