/**
 * Where a site keeps its notices, read from one of its pages: links named "Privacy Policy",
 * "سياسة الخصوصية", "Cookie Policy"... (or pointing at /privacy, /cookie), each with the language it
 * leads to, and the page's other-language version (hreflang alternates, the language switch).
 * Links in the header, footer and navigation, and links to the same site, are preferred.
 */
import type { NoticeKind, NoticeLanguage } from '@pdpl/contracts';
import { parseHTML } from 'linkedom';

/** Links to each notice in each language, best first (at most MAX_CANDIDATES). */
export type NoticeLinks = Record<NoticeKind, Record<NoticeLanguage, string[]>>;

export interface PageLinks {
  notices: NoticeLinks;
  /** The page in the other language: a hreflang alternate, else the language switch. */
  alternates: Record<NoticeLanguage, string | null>;
}

const LABELS: Record<NoticeKind, RegExp> = {
  privacy: /\bprivacy\b|\bdata protection (policy|notice)\b|الخصوصي[ةه]|سياس[ةه] حماي[ةه] البيانات/iu,
  cookies: /\bcookies?\b|ملفات (تعريف )?(الارتباط|الإرتباط)|الكوكيز|سياس[ةه] الكوكي/iu,
};
const HREF_HINTS: Record<NoticeKind, RegExp> = {
  privacy: /privacy|data-protection|الخصوصي/i,
  cookies: /cookie|الكوكيز|الارتباط/i,
};
/** A control, not a notice: "Cookie settings", "Manage cookies", "إعدادات ملفات تعريف الارتباط". */
const SETTINGS = /\b(settings|preferences|manage|accept|reject|decline)\b|إعدادات|تفضيلات|قبول|رفض/iu;
const DOCUMENT_WORDS = /\b(policy|notice|statement)\b|سياس[ةه]|إشعار|اشعار|بيان/iu;

const SWITCH_LABELS: Record<NoticeLanguage, RegExp> = {
  ar: /^(العربية|عربي|عربى|arabic|ar)$/iu,
  en: /^(english|en|الإنجليزية|الانجليزية|إنجليزي|انجليزي)$/iu,
};

const ARABIC_LETTER = /[\u0600-\u06FF]/u;
const LATIN_LETTER = /[A-Za-z]/;
const SECOND_LEVEL = new Set(['com', 'net', 'org', 'gov', 'edu', 'sch', 'med', 'co', 'ac']);

/** A site's registrable domain, near enough for "same site": example.com.sa for www.example.com.sa. */
export function siteOf(hostname: string): string {
  const labels = hostname.toLowerCase().replace(/\.$/, '').split('.');
  if (labels.length <= 2 || /^\d+$/.test(labels.at(-1)!) || hostname.includes(':')) return labels.join('.');
  const keep = labels.at(-1)!.length === 2 && SECOND_LEVEL.has(labels.at(-2)!) ? 3 : 2;
  return labels.slice(-keep).join('.');
}

const langOfTag = (tag: string | null | undefined): NoticeLanguage | null => {
  const lower = tag?.trim().toLowerCase() ?? '';
  return lower.startsWith('ar') ? 'ar' : lower.startsWith('en') ? 'en' : null;
};

/** The language a URL names: an /ar/ or /en-us/ path segment, a ?lang=ar query, an ar. subdomain. */
function langOfUrl(url: URL): NoticeLanguage | null {
  const segment = /^\/(ar|en)(?:[-_][a-z]{2})?(?:\/|$)/i.exec(url.pathname)?.[1];
  const query = ['lang', 'language', 'locale', 'hl'].map((name) => url.searchParams.get(name)).find(Boolean);
  const subdomain = /^(ar|en)\./i.exec(url.hostname)?.[1];
  return langOfTag(segment ?? query ?? subdomain);
}

/** The same URL in another language, when the language is in its path or query (/en/privacy → /ar/privacy). */
export function swapUrlLanguage(url: string, to: NoticeLanguage): string | null {
  const parsed = new URL(url);
  const from = langOfUrl(parsed);
  if (!from || from === to) return null;
  // The region stays: /en-sa/ becomes /ar-sa/.
  const segment = /^\/(ar|en)(?=(?:[-_][a-z]{2})?(?:\/|$))/i;
  if (segment.test(parsed.pathname)) parsed.pathname = parsed.pathname.replace(segment, `/${to}`);
  else {
    const name = ['lang', 'language', 'locale', 'hl'].find((n) => parsed.searchParams.get(n));
    if (!name) return null;
    parsed.searchParams.set(name, to);
  }
  return parsed.href;
}

const resolve = (href: string | null, base: string): URL | null => {
  if (!href || /^\s*(javascript|mailto|tel):/i.test(href)) return null;
  try {
    const url = new URL(href.trim(), base);
    url.hash = '';
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
};

interface Candidate {
  url: string;
  score: number;
}

/** Enough to get past a link robots.txt disallows or a dead one, without crawling. */
const MAX_CANDIDATES = 3;

/** Candidates best first (the first on the page among equals), each URL once. */
const ranked = (candidates: Candidate[]): string[] =>
  [...new Set([...candidates].sort((a, b) => b.score - a.score).map((c) => c.url))].slice(0, MAX_CANDIDATES);

export function discoverLinks(html: string, pageUrl: string): PageLinks {
  const { document } = parseHTML(html);
  const base = resolve(document.querySelector('base[href]')?.getAttribute('href') ?? null, pageUrl)?.href ?? pageUrl;
  const page = new URL(pageUrl);
  page.hash = '';
  const pageLang = langOfTag(document.documentElement?.getAttribute('lang')) ?? langOfUrl(page);
  const found: Record<NoticeKind, Record<NoticeLanguage, Candidate[]>> = {
    privacy: { en: [], ar: [] },
    cookies: { en: [], ar: [] },
  };
  const alternates: Record<NoticeLanguage, string | null> = { en: null, ar: null };
  const switches: Record<NoticeLanguage, string | null> = { en: null, ar: null };

  for (const link of document.querySelectorAll('link[rel~="alternate" i][hreflang][href]')) {
    const lang = langOfTag(link.getAttribute('hreflang'));
    const url = resolve(link.getAttribute('href'), base);
    if (lang && url && url.href !== page.href) alternates[lang] ??= url.href;
  }

  for (const anchor of document.querySelectorAll('a[href], area[href]')) {
    const url = resolve(anchor.getAttribute('href'), base);
    if (!url || url.href === page.href) continue;
    const label = [anchor.textContent, anchor.getAttribute('aria-label'), anchor.getAttribute('title')]
      .map((t) => t?.replace(/\s+/g, ' ').trim() ?? '')
      .filter(Boolean)
      .join(' ');
    const hreflang = langOfTag(anchor.getAttribute('hreflang'));

    for (const lang of ['ar', 'en'] as const) {
      const isSwitch = SWITCH_LABELS[lang].test(anchor.textContent?.trim() ?? '') || (hreflang === lang && label.length <= 20);
      if (isSwitch && switches[lang] === null) switches[lang] = url.href;
    }

    let path = url.pathname;
    try {
      path = decodeURIComponent(path);
    } catch {
      // a malformed escape: the raw path is still worth matching
    }
    const labelLang = ARABIC_LETTER.test(label) ? 'ar' : LATIN_LETTER.test(label) ? 'en' : null;
    const lang = hreflang ?? langOfUrl(url) ?? labelLang ?? pageLang ?? 'en';
    const chrome = anchor.closest('header, footer, nav, [role="contentinfo"], [role="navigation"], [role="banner"], [class*="footer" i], [id*="footer" i]');
    const sameSite = siteOf(url.hostname) === siteOf(page.hostname);

    for (const kind of ['privacy', 'cookies'] as const) {
      const byLabel = LABELS[kind].test(label) && (!SETTINGS.test(label) || DOCUMENT_WORDS.test(label));
      const byHref = HREF_HINTS[kind].test(path);
      if (!byLabel && !byHref) continue;
      const score = (byLabel ? 10 : 0) + (byHref ? 4 : 0) + (DOCUMENT_WORDS.test(label) ? 1 : 0) + (chrome ? 2 : 0) + (sameSite ? 3 : 0);
      found[kind][lang].push({ url: url.href, score });
    }
  }

  return {
    notices: {
      privacy: { en: ranked(found.privacy.en), ar: ranked(found.privacy.ar) },
      cookies: { en: ranked(found.cookies.en), ar: ranked(found.cookies.ar) },
    },
    alternates: { en: alternates.en ?? switches.en, ar: alternates.ar ?? switches.ar },
  };
}
