/**
 * Public pages rendered ahead, in Node, never on a request: a remote's page from its own build
 * (listed in its pages.json, read from its dist folder or fetched from its origin) or, for a page
 * with the published index's data, as the render queue stored it (page-renders), set into the
 * shell's frame for the page's language and route family (from the shell's build), as one snapshot.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  chromeVariant,
  findPage,
  hasArabicTwin,
  localePath,
  OTHER_LANGUAGE_HREF,
  PAGE_SLOT,
  prerenderable,
  REMOTE_BASE,
  renderedChromeFile,
  renderedPageFile,
  splitLocale,
  type Locale,
  type RenderedFragment,
  type RemoteName,
  type RoutedPage,
} from '@pdpl/contracts';
import type { WebLogger } from './logger.js';
import type { PageCatalog } from './page-catalog.js';
import { renderKeyFor } from './page-renders/render-keys.js';
import type { RenderedPages } from './page-renders/rendered-pages.js';
import type { PublishedIndex } from './published-index.js';
import type { Snapshot, SnapshotSource } from './snapshots.js';

/** The links of an Arabic page to pages with an Arabic twin lead to that twin, as the app's links do (`localizeTo`). */
function localizeLinks(html: string, pages: readonly RoutedPage[]): string {
  return html.replace(/ href="(\/[^"]*)"/g, (attribute, href: string) => {
    const pathname = href.split(/[?#]/)[0]!;
    if (splitLocale(pathname).locale !== 'en') return attribute;
    const found = findPage(pages, pathname);
    return found && hasArabicTwin(found.page) ? ` href="${localePath(href, 'ar')}"` : attribute;
  });
}

/** The frame's rules first, then the page's not already there: the order the app inserts them. */
function mergedCss(...fragments: RenderedFragment[]): Pick<Snapshot, 'css'> {
  const seen = new Set<string>();
  const css: string[] = [];
  for (const [name, rules] of fragments.flatMap((fragment) => fragment.styles)) {
    if (seen.has(name)) continue;
    seen.add(name);
    css.push(rules);
  }
  return { css: css.join('') };
}

/** A remote's fragment with its files' URLs pointing where the remote is deployed (`base`: its remoteEntry.js's folder). */
function placedAt(page: RenderedFragment, base: string): RenderedFragment {
  return { ...page, html: page.html.replaceAll(REMOTE_BASE, base), styles: page.styles.map(([name, rules]) => [name, rules.replaceAll(REMOTE_BASE, base)]) };
}

/**
 * The first HTML's content of the page at `pagePath` (`/ar/...` in Arabic): the page in the
 * frame's slot, its files at `remoteBase`, its links and the language switch as the app renders them there.
 */
export function splicePage(chrome: RenderedFragment, remotePage: RenderedFragment, options: { pagePath: string; pages: readonly RoutedPage[]; remoteBase: string }): Pick<Snapshot, 'html' | 'css' | 'parts'> {
  const { locale, path: englishPath } = splitLocale(options.pagePath);
  const page = placedAt(remotePage, options.remoteBase);
  let html = chrome.html.replace(PAGE_SLOT, () => PAGE_SLOT.replace('></', () => `>${page.html}</`));
  if (locale !== 'en') html = localizeLinks(html, options.pages);
  const other: Locale = locale === 'en' ? 'ar' : 'en';
  html = html.replace(OTHER_LANGUAGE_HREF, () => localePath(englishPath, other));
  const parts = [...new Set([...(chrome.parts ?? []), ...(page.parts ?? [])])].sort();
  return { html, ...mergedCss(chrome, page), ...(parts.length > 0 ? { parts } : {}) };
}

/** Parsed fragments, kept until the build that wrote them changes. */
function fragmentCache() {
  const entries = new Map<string, { build: string; fragment: Promise<RenderedFragment> }>();
  return (key: string, build: string, read: () => Promise<string>): Promise<RenderedFragment> => {
    const cached = entries.get(key);
    if (cached?.build === build) return cached.fragment;
    const fragment = read().then((text) => JSON.parse(text) as RenderedFragment);
    entries.set(key, { build, fragment });
    // A failed read is not kept: the next request tries again.
    fragment.catch(() => entries.get(key)?.fragment === fragment && entries.delete(key));
    return fragment;
  };
}

export function renderedPageSource(options: {
  catalog: Pick<PageCatalog, 'current' | 'build' | 'readBeside'>;
  /** The shell's dist folder (its frames under RENDERED_DIR). */
  shellDist: string;
  /** The pages rendered with the published index's data (renderedWithData), and that index; null: those go out plain. */
  indexPages: { pages: Pick<RenderedPages, 'fragment'>; index: Pick<PublishedIndex, 'current'> } | null;
  /** Where each remote's files are served (REMOTE_BASE's replacement): its remoteEntry.js's folder. */
  remoteBase: (remote: RemoteName) => string;
  logger: Pick<WebLogger, 'warn'>;
}): SnapshotSource {
  const fragments = fragmentCache();
  const remoteFragment = (remote: RemoteName, file: string) => fragments(`${remote}:${file}`, options.catalog.build(remote), () => options.catalog.readBeside(remote, file));
  const chromeFragment = (file: string, shellBuild: string) => fragments(`shell:${file}`, shellBuild, () => readFile(path.join(options.shellDist, file), 'utf8'));

  /** An index page as stored, when it was rendered from the build and data it shows now. */
  const indexPage = async (page: RoutedPage, params: Record<string, string>, pagePath: string): Promise<RenderedFragment | null> => {
    if (!options.indexPages) return null;
    const known = await options.indexPages.index.current();
    const dataKey = known && renderKeyFor(params, known.renderKeys);
    const build = options.catalog.build(page.remote);
    return dataKey && build ? options.indexPages.pages.fragment(pagePath, { build, dataKey }) : null;
  };

  return {
    async forPath(pagePath, shellBuild) {
      const pages = await options.catalog.current();
      const found = findPage(pages, pagePath);
      if (!found || !prerenderable(found.page)) return null;
      const fromBuild = found.page.rendered?.includes(found.locale) ?? false;
      const withData = !fromBuild && found.page.renderedWithData ? await indexPage(found.page, found.params, pagePath) : null;
      if (!fromBuild && !withData) return null;
      const englishPath = splitLocale(pagePath).path;
      try {
        const [chrome, page] = await Promise.all([
          chromeFragment(renderedChromeFile(found.locale, chromeVariant(englishPath)), shellBuild),
          withData ?? remoteFragment(found.page.remote, renderedPageFile(pagePath)),
        ]);
        const declared = (found.locale === 'ar' && found.page.localized?.ar) || found.page;
        // What the page sets itself wins, as in the app.
        const own = page.meta;
        return {
          ...splicePage(chrome, page, { pagePath, pages, remoteBase: options.remoteBase(found.page.remote) }),
          stylesheets: [],
          title: own?.title ?? declared.title,
          description: own?.description ?? declared.description,
          keywords: own?.keywords ?? declared.keywords,
          ...(page.data ? { data: page.data } : {}),
        };
      } catch (err) {
        options.logger.warn({ err, path: pagePath }, 'A rendered page or frame could not be read; serving the page plain');
        return null;
      }
    },
  };
}
