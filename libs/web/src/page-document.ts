/**
 * The HTML document of a page: the shell's index.html with the page's own metadata (title,
 * description, keywords, canonical URL, Open Graph and Twitter card) and, when the page was
 * rendered ahead, its content and CSS, so it paints before any script runs.
 */
import { trimDesignTokens, ARABIC_FONT_PATH, findPage, isLocale, LOCALE_COOKIE, LOCALE_INFO, localePath, LOCALES, NOT_FOUND_PAGE_META, NOT_FOUND_PAGE_META_AR, PRERENDER, SHARE_IMAGE_PATH, SITE, splitLocale, type Locale, type RoutedPage } from '@pdpl/contracts';
import type { Snapshot } from './snapshots.js';

export interface PageHead {
  title: string;
  description: string | null;
  keywords: string | null;
  /** Absolute URL search engines should index for this content. */
  canonicalUrl: string;
  /** Absolute URL of the share image. */
  imageUrl: string;
  siteName: string;
  locale: Locale;
  /** The page in each language (absolute URLs), for hreflang; empty for a page in one language only. */
  alternates: { lang: string; href: string }[];
  /** A document sent with a 404 (an unknown path, or a page of a company or month the index does not hold): never indexed. */
  noindex?: boolean;
}

/**
 * The head of the document at `pagePath` on `origin`: its page's metadata (a rendered page's own,
 * when given: a report's carries its company), or the 404's when no remote declares the path.
 */
export function pageHeadFor(
  pages: readonly RoutedPage[],
  pagePath: string,
  origin: string,
  rendered: Pick<Snapshot, 'title' | 'description' | 'keywords'> | null = null,
  /** The path (without /ar) search engines should index instead, when the server knows one (a current edition's permanent page). */
  canonicalPath: string | null = null,
): { head: PageHead; found: boolean } {
  const found = findPage(pages, pagePath);
  const locale = found?.locale ?? splitLocale(pagePath).locale;
  const declared = found && (locale === 'ar' ? found.page.localized?.ar : found.page);
  const meta = rendered ?? declared ?? (locale === 'ar' ? NOT_FOUND_PAGE_META_AR : NOT_FOUND_PAGE_META);
  const page = splitLocale(pagePath).path;
  const bilingual = found !== null && found.page.localized !== undefined;
  return {
    found: found !== null,
    head: {
      title: meta.title,
      description: meta.description ?? null,
      keywords: meta.keywords ?? null,
      canonicalUrl: `${origin}${localePath(canonicalPath ?? found?.page.canonical ?? page, locale)}`,
      imageUrl: `${origin}${SHARE_IMAGE_PATH}`,
      siteName: locale === 'ar' ? SITE.productNameAr : SITE.productName,
      locale,
      alternates: bilingual
        ? [
            ...LOCALES.map((each) => ({ lang: LOCALE_INFO[each].lang, href: `${origin}${localePath(page, each)}` })),
            { lang: 'x-default', href: `${origin}${localePath(page, 'en')}` },
          ]
        : [],
    },
  };
}

const CHOSEN_LOCALE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-z]{2})(?:;|$)`);

/**
 * The site's front door (/) opens in the language the visitor chose with the header's switch (its
 * cookie): where to send them, or null. No other page is redirected, and never by Accept-Language.
 */
export function chosenLanguageRedirect(pagePath: string, cookieHeader: string | undefined): string | null {
  if (pagePath !== '/') return null;
  const chosen = CHOSEN_LOCALE.exec(cookieHeader ?? '')?.[1];
  return isLocale(chosen) && chosen !== 'en' ? localePath('/', chosen) : null;
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function headTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string | null) =>
    content === null ? '' : `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('name', 'keywords', head.keywords),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
    ...head.alternates.map(({ lang, href }) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(href)}" />`),
    head.locale === 'ar' ? `<link rel="preload" href="${ARABIC_FONT_PATH}" as="font" type="font/woff2" crossorigin />` : '',
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', head.locale === 'ar' ? 'ar_SA' : 'en_US'),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    meta('property', 'og:image', head.imageUrl),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.imageUrl),
  ]
    .filter(Boolean)
    .join('\n    ');
}

/**
 * A rendered page's styles; `</style` cannot occur inside (CSS text never needs it), so it is cut if
 * it does. The app's style cache reads the rules' names from them (renderedRuleNames).
 */
function snapshotStyles(snapshot: Snapshot): string {
  const links = snapshot.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`).join('\n    ');
  return `${links}\n    <style ${PRERENDER.pageStyleAttribute}>${snapshot.css.replace(/<\/style/gi, '')}</style>`;
}

/**
 * Over rendered HTML the app's scripts wait until the page has painted: the entry goes to the
 * shell's event contract, inlined at the end of <body> (no request before the first paint; it keeps
 * what the visitor does until the part they did it on is hydrated), and the preloads that would
 * start them early go.
 */
function deferApp(html: string, contract: string): string {
  let entry: string | null = null;
  const withoutEntry = html
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/, (_tag, src: string) => {
      entry = src;
      return '';
    });
  if (entry === null) return html;
  const script = `<script data-entry="${escapeHtml(entry)}">${contract}</script>`;
  return withoutEntry.replace('</body>', () => `  ${script}\n  </body>`);
}

const DESIGN_STYLE = new RegExp(`<style ([^>]*\\b${PRERENDER.fullTokensAttribute}="[^"]*"[^>]*)>([\\s\\S]*?)</style>`);

/**
 * The design system's <style> of a rendered page with only the tokens and keyframes the rest of the
 * document uses (marked: the shell loads the full set, named on it, before it renders more).
 */
function withPageTokens(html: string): string {
  const match = DESIGN_STYLE.exec(html);
  if (!match) return html;
  const rest = html.slice(0, match.index) + html.slice(match.index + match[0].length);
  const trimmed = trimDesignTokens(match[2]!, rest);
  if (trimmed === null) return html;
  return `${html.slice(0, match.index)}<style ${match[1]} ${PRERENDER.trimmedTokensAttribute}>${trimmed}</style>${html.slice(match.index + match[0].length)}`;
}

/** JSON inside a <script> element: `<` escaped, so no text in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * `template` is the shell's built index.html. Its own <title> and description are replaced; the
 * snapshot's HTML (already escaped: it was serialised from the page's DOM) goes before the root.
 */
export function pageDocument(template: string, head: PageHead, options: { snapshot?: Snapshot | null; eventContract?: string | null }): string {
  let html = template.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  const extra = [headTags(head), options.snapshot ? snapshotStyles(options.snapshot) : ''].filter(Boolean).join('\n    ');
  // Function replacers: a `$` in the content must not be read as a replacement pattern.
  html = html.replace('</head>', () => `    ${extra}\n  </head>`);
  const { lang, dir } = LOCALE_INFO[head.locale];
  html = html.replace(/<html[^>]*>/i, `<html lang="${lang}" dir="${dir}">`);
  if (options.snapshot) {
    const { html: content, data, parts } = options.snapshot;
    // In the app's root: the app hydrates it in place.
    const preloaded = data ? `<script type="application/json" id="${PRERENDER.preloadedDataId}">${scriptJson(data)}</script>` : '';
    const partsAttribute = parts?.length ? ` ${PRERENDER.partsAttribute}="${escapeHtml(parts.join(' '))}"` : '';
    html = html.replace('<div id="root"></div>', () => `<div id="root" ${PRERENDER.rootAttribute}${partsAttribute}>${content}</div>${preloaded}`);
    if (options.eventContract) html = deferApp(html, options.eventContract);
    html = withPageTokens(html);
  }
  return html;
}
