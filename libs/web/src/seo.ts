/**
 * The sitemap (every public URL: static pages, each company's report and details in the published
 * edition, the past editions' permanent pages, both paths of each article) and robots.txt (staff, sign-in and compare pages excluded), from the
 * remotes' page manifests, so a page a remote adds is listed without a change here. The published
 * index comes from the server's source: the one-URL server's database, or the API for the shell's image.
 *
 * /sitemap.xml is a sitemap index (sitemaps.org) naming one file for the static pages
 * (/sitemaps/pages.xml) and one per published edition (/sitemaps/edition-YYYY-MM.xml), each split
 * into -2, -3... files beyond SITEMAP_MAX_URLS, each with its last change: the edition's publication,
 * and for the pages the newest of the shell's build and the publications.
 */
import { Router, type Request, type Response } from 'express';
import { hasArabicTwin, LOCALE_INFO, localePath, LOCALES, prerenderable, type PublishedEdition, type RoutedPage } from '@pdpl/contracts';
import { notFound } from './files.js';

export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';
/** Where the sitemap index's files are: /sitemaps/pages.xml, /sitemaps/edition-2025-11.xml, /sitemaps/edition-2025-11-2.xml... */
export const SITEMAP_FILES_PREFIX = '/sitemaps/';
/** Any path under it: the files the index names, and a 404 for any other. */
export const SITEMAP_FILE_PATHS = /^\/sitemaps\/([^/]+)$/;

/**
 * sitemaps.org's limits for one file: 50,000 URLs and 50 MB. A URL here with its three alternates is
 * at most ~0.9 KB (company ids are at most 100 characters: EDITION_LIMITS), so the count is the bound.
 */
export const SITEMAP_MAX_URLS = 50_000;

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The published index's URLs for the sitemap: every published edition, newest first (the first is the current one). */
export interface SitemapEntries {
  editions: PublishedEdition[];
}

/** A page's parameters, in order: '' (none), ':companyId', ':month' or ':month,:companyId'. */
export const parametersOf = (page: RoutedPage) =>
  page.path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .join();

export const withCompany = (path: string, id: string) => path.replace(':companyId', encodeURIComponent(id));
export const withMonth = (path: string, month: string) => path.replace(':month', month);

/**
 * The public paths of one page: itself, one per company for a page of a company, and for an edition's
 * page one per past edition (and company). The current edition's permanent pages are left out: the
 * current pages' own URLs are their canonical ones.
 */
export function publicPathsOf(page: RoutedPage, entries: SitemapEntries): string[] {
  const [current, ...past] = entries.editions;
  switch (parametersOf(page)) {
    case '':
      return [page.path];
    case ':companyId':
      return (current?.companyIds ?? []).map((id) => withCompany(page.path, id));
    case ':month':
      return past.map((edition) => withMonth(page.path, edition.month));
    case ':month,:companyId':
      return past.flatMap((edition) => edition.companyIds.map((id) => withCompany(withMonth(page.path, edition.month), id)));
    default:
      return [];
  }
}

/** The part of a staff-only path before its first parameter, e.g. /PDPLComplianceIndex/editions. */
const disallowed = (page: RoutedPage) => page.path.split('/:')[0]!;

/** Each language's URL of a path, as <xhtml:link> alternates (with x-default, the English one). */
function alternateLinks(origin: string, path: string): string {
  const link = (lang: string, href: string) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(`${origin}${href}`)}"/>`;
  return [...LOCALES.map((locale) => link(LOCALE_INFO[locale].lang, localePath(path, locale))), link('x-default', path)].join('');
}

/** Some pages' paths in one sitemap group: `count` of them, computed only when the group's file is asked for. */
export interface SitemapMember {
  page: RoutedPage;
  count: number;
  paths(): string[];
}

/** The pages of one file before it is split: the static pages, or one published edition's. */
export interface SitemapGroup {
  name: string;
  lastmod: string | null;
  members: SitemapMember[];
}

/** One file of the sitemap index: its name under SITEMAP_FILES_PREFIX, its last change, and its slice of its group's URLs. */
export interface SitemapFile {
  file: string;
  lastmod: string | null;
  urls: number;
  group: SitemapGroup;
  /** The index of its first URL in its group. */
  from: number;
}

const urlsOf = (member: SitemapMember) => member.count * (hasArabicTwin(member.page) ? LOCALES.length : 1);
const newest = (times: (string | null)[]) => times.reduce<string | null>((latest, time) => (time !== null && (latest === null || time > latest) ? time : latest), null);

/** The static pages, the current edition's company pages, and each past edition's permanent pages, each group in the pages' declared order. */
function groupsOf(pages: readonly RoutedPage[], entries: SitemapEntries, builtAt: string | null): SitemapGroup[] {
  const listed = pages.filter(prerenderable);
  const one = (page: RoutedPage, path: string): SitemapMember => ({ page, count: 1, paths: () => [path] });
  const each = (page: RoutedPage, ids: readonly string[], path: string): SitemapMember => ({ page, count: ids.length, paths: () => ids.map((id) => withCompany(path, id)) });
  const [current, ...past] = entries.editions;
  const groups: SitemapGroup[] = [
    {
      name: 'pages',
      // The index's list changes with each publication, the other pages with the builds.
      lastmod: newest([builtAt, ...entries.editions.map((edition) => edition.publishedAt)]),
      members: listed.filter((page) => parametersOf(page) === '').map((page) => one(page, page.path)),
    },
  ];
  if (current) {
    groups.push({
      name: `edition-${current.month}`,
      lastmod: current.publishedAt,
      members: listed.filter((page) => parametersOf(page) === ':companyId').map((page) => each(page, current.companyIds, page.path)),
    });
  }
  for (const edition of past) {
    const members = listed.flatMap((page) => {
      const parameters = parametersOf(page);
      if (parameters === ':month') return [one(page, withMonth(page.path, edition.month))];
      if (parameters === ':month,:companyId') return [each(page, edition.companyIds, withMonth(page.path, edition.month))];
      return [];
    });
    groups.push({ name: `edition-${edition.month}`, lastmod: edition.publishedAt, members });
  }
  return groups;
}

/**
 * The files the sitemap index names, in order: each group in files of at most `maxUrls` URLs (a
 * group's first file has its plain name, the next ones -2, -3...); a group without URLs has none.
 */
export function sitemapFiles(pages: readonly RoutedPage[], entries: SitemapEntries, options: { builtAt?: string | null; maxUrls?: number } = {}): SitemapFile[] {
  const maxUrls = options.maxUrls ?? SITEMAP_MAX_URLS;
  return groupsOf(pages, entries, options.builtAt ?? null).flatMap((group) => {
    const total = group.members.reduce((sum, member) => sum + urlsOf(member), 0);
    return Array.from({ length: Math.ceil(total / maxUrls) }, (_, part) => ({
      file: `${group.name}${part === 0 ? '' : `-${part + 1}`}.xml`,
      lastmod: group.lastmod,
      urls: Math.min(maxUrls, total - part * maxUrls),
      group,
      from: part * maxUrls,
    }));
  });
}

/** The sitemap index: each file's URL and last change. */
export function sitemapIndexXml(files: readonly SitemapFile[], origin: string): string {
  const entries = files.map(
    ({ file, lastmod }) => `  <sitemap><loc>${escapeXml(`${origin}${SITEMAP_FILES_PREFIX}${file}`)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** One file's URLs, in both languages where the page has a twin, each naming its twin in the other. */
export function sitemapFileXml(file: SitemapFile, origin: string): string {
  const urls: string[] = [];
  const end = file.from + file.urls;
  let position = 0;
  for (const member of file.group.members) {
    const count = urlsOf(member);
    // Only the members this file's slice reaches are expanded.
    if (position + count > file.from && position < end) {
      const twin = hasArabicTwin(member.page);
      for (const path of member.paths()) {
        for (const locale of twin ? LOCALES : (['en'] as const)) {
          if (position >= file.from && position < end) urls.push(`  <url><loc>${escapeXml(`${origin}${localePath(path, locale)}`)}</loc>${twin ? alternateLinks(origin, path) : ''}</url>`);
          position += 1;
        }
        if (position >= end) break;
      }
    } else {
      position += count;
    }
    if (position >= end) break;
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NAMESPACE}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(pages: readonly RoutedPage[], origin: string): string {
  // A public page kept out of the sitemap (the compare page) is kept out in both languages.
  const hidden = [...new Set(pages.filter((page) => !prerenderable(page)).flatMap((page) => (hasArabicTwin(page) ? LOCALES.map((locale) => localePath(disallowed(page), locale)) : [disallowed(page)])))];
  return `${['User-agent: *', ...hidden.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}${SITEMAP_PATH}`].join('\n')}\n`;
}

/** Both are cheap to compute but rarely change: crawlers may keep them five minutes. */
export const SEO_CACHE_CONTROL = 'public, max-age=300';

export interface SeoOptions {
  pages: () => Promise<readonly RoutedPage[]>;
  /** The published index's URLs; null while it cannot be read (never read yet). */
  entries: () => Promise<SitemapEntries | null>;
  origin: (req: Request) => string;
  /** When the shell was built (ISO 8601), or null: the static pages' last change, with the publications. */
  builtAt?: () => Promise<string | null>;
  /** URLs per file; tests give a small one. */
  maxUrlsPerFile?: number;
}

/**
 * GET /sitemap.xml (the index), its files under /sitemaps/, and /robots.txt. `entries` null: the
 * index is unavailable for now, and a sitemap without the companies would tell crawlers their
 * reports are gone, so there is none at all (503). A file the index does not name is a 404.
 */
export function seoRoutes(options: SeoOptions): Router {
  const router = Router();
  const files = async () => {
    const [pages, entries, builtAt] = await Promise.all([options.pages(), options.entries(), options.builtAt?.() ?? null]);
    return entries && sitemapFiles(pages, entries, { builtAt, maxUrls: options.maxUrlsPerFile });
  };
  const unavailable = (res: Response) =>
    res.status(503).set({ 'Retry-After': '60', 'Cache-Control': 'no-store' }).type('text/plain').send('The sitemap is unavailable; try again in a minute.');
  router.get(SITEMAP_PATH, async (req, res) => {
    const listed = await files();
    if (!listed) {
      unavailable(res);
      return;
    }
    res.set('Cache-Control', SEO_CACHE_CONTROL).type('application/xml').send(sitemapIndexXml(listed, options.origin(req)));
  });
  router.get(SITEMAP_FILE_PATHS, async (req, res) => {
    const name = SITEMAP_FILE_PATHS.exec(req.path)![1]!;
    const listed = await files();
    if (!listed) {
      unavailable(res);
      return;
    }
    const file = listed.find((each) => each.file === name);
    if (!file) {
      notFound(req, res);
      return;
    }
    res.set('Cache-Control', SEO_CACHE_CONTROL).type('application/xml').send(sitemapFileXml(file, options.origin(req)));
  });
  router.get(ROBOTS_PATH, async (req, res) => {
    res.set('Cache-Control', SEO_CACHE_CONTROL).type('text/plain').send(robotsTxt(await options.pages(), options.origin(req)));
  });
  return router;
}
