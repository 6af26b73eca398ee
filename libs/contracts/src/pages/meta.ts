import { SITE } from '../site.js';
import type { PageMetaFields } from './declaration.js';

const BASE_KEYWORDS = 'PDPL, Saudi Arabia, data privacy, data protection officer, DPO, compliance, SDAIA';
const BASE_KEYWORDS_AR = 'نظام حماية البيانات الشخصية، المملكة العربية السعودية، خصوصية البيانات، مسؤول حماية البيانات، الامتثال، سدايا';

/** A page's title, description and keywords in the site's one style: "Title | Mizan", the site's keywords last. */
export function pageMeta(title: string, description: string, keywords: string): PageMetaFields {
  return { title: `${title} | ${SITE.productName}`, description, keywords: `${keywords}, ${BASE_KEYWORDS}` };
}

/** The home page's own title (the product and its tagline) with the site's keywords. */
export function homePageMeta(description: string, keywords: string): PageMetaFields {
  return { title: `${SITE.productName} – ${SITE.productTagline}`, description, keywords: `${keywords}, ${BASE_KEYWORDS}` };
}

/** A page's Arabic title, description and keywords, in the same style: "العنوان | ميزان". */
export function arabicPageMeta(title: string, description: string, keywords: string): { localized: { ar: PageMetaFields } } {
  return { localized: { ar: { title: `${title} | ${SITE.productNameAr}`, description, keywords: `${keywords}، ${BASE_KEYWORDS_AR}` } } };
}

/** The Arabic home page's title: the product and its tagline. */
export function arabicHomePageMeta(description: string, keywords: string): { localized: { ar: PageMetaFields } } {
  return { localized: { ar: { title: `${SITE.productNameAr} – ${SITE.productTaglineAr}`, description, keywords: `${keywords}، ${BASE_KEYWORDS_AR}` } } };
}

/** What any path that no remote declares shows. */
export const NOT_FOUND_PAGE_META = pageMeta('Page Not Found', 'The page you are looking for does not exist.', '404');
export const NOT_FOUND_PAGE_META_AR = arabicPageMeta('الصفحة غير موجودة', 'الصفحة التي تبحث عنها غير موجودة.', '404').localized.ar;

/** A remote's page-meta message files: `<key>.title`, `<key>.description`, `<key>.keywords` in each language. */
export interface PageMetaCatalogs {
  en: Record<string, string>;
  ar: Record<string, string>;
}

/**
 * A page's metadata in both languages from its remote's message files (`src/page-meta/messages`),
 * in the site's style; `home` for the home page's title (the product and its tagline).
 */
export function bilingualPageMeta(catalogs: PageMetaCatalogs, key: string, options: { home?: boolean } = {}): PageMetaFields & { localized: { ar: PageMetaFields } } {
  const field = (locale: keyof PageMetaCatalogs, name: string) => {
    const text = catalogs[locale][`${key}.${name}`];
    if (text === undefined) throw new Error(`The ${locale} page-meta messages have no ${key}.${name}`);
    return text;
  };
  const en = options.home ? homePageMeta(field('en', 'description'), field('en', 'keywords')) : pageMeta(field('en', 'title'), field('en', 'description'), field('en', 'keywords'));
  const ar = options.home
    ? arabicHomePageMeta(field('ar', 'description'), field('ar', 'keywords'))
    : arabicPageMeta(field('ar', 'title'), field('ar', 'description'), field('ar', 'keywords'));
  return { ...en, ...ar };
}
