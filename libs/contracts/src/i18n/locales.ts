/**
 * The site's languages and where each lives: English at the paths the pages declare, Arabic under
 * /ar (`/ar`, `/ar/KSA`, ...). Public pages (the ones rendered ahead) exist in both; staff pages
 * stay English. The locale is always read from the path, never guessed from the browser.
 */
export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export interface LocaleInfo {
  /** `<html lang>` and hreflang. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /**
   * The BCP 47 tag every Intl formatter of the page uses. Arabic pages write Latin digits (86.8,
   * not ٨٦٫٨) everywhere: the edition files, the law's article numbers in our texts and URLs
   * already use them, and one kind of digit on a page reads better than two
   * (docs/architecture-decisions.md).
   */
  intl: string;
  /** The language's own name, as the header's switch shows it. */
  name: string;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  en: { lang: 'en', dir: 'ltr', intl: 'en-US', name: 'English' },
  ar: { lang: 'ar', dir: 'rtl', intl: 'ar-SA-u-nu-latn', name: 'العربية' },
};

/** Arabic pages also date an index edition in the Umm al-Qura calendar, as Saudi readers expect. */
export const HIJRI_INTL = 'ar-SA-u-ca-islamic-umalqura-nu-latn';

const PREFIX = '/ar';

/** The cookie that keeps a visitor's choice of language from the header's switch. */
export const LOCALE_COOKIE = 'pdpl_lang';

/** `document.cookie`'s text that keeps `locale` (a year): set by the switch, in the app and on a page's rendered copy. */
export function rememberedLocaleCookie(locale: string): string {
  return `${LOCALE_COOKIE}=${locale}; path=/; max-age=${365 * 24 * 60 * 60}; samesite=lax`;
}

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** A path's language and the page path it shows (`/ar/KSA` → ar, `/KSA`; `/ar` → ar, `/`). */
export function splitLocale(path: string): { locale: Locale; path: string } {
  if (path === PREFIX) return { locale: 'ar', path: '/' };
  if (path.startsWith(`${PREFIX}/`)) return { locale: 'ar', path: path.slice(PREFIX.length) };
  return { locale: 'en', path };
}

/** The same page in `locale`: `/KSA` → `/ar/KSA`, `/` → `/ar`; a query or hash is kept. */
export function localePath(path: string, locale: Locale): string {
  const at = path.search(/[?#]/);
  const [pathname, rest] = at < 0 ? [path, ''] : [path.slice(0, at), path.slice(at)];
  const { path: page } = splitLocale(pathname);
  if (locale === 'en') return `${page}${rest}`;
  return `${page === '/' ? PREFIX : `${PREFIX}${page}`}${rest}`;
}
