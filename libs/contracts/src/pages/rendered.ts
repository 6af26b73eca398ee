import { type Locale } from '../i18n/locales.js';
import { PRERENDER } from './prerender.js';

/**
 * Pages rendered by the apps' own builds (react-dom/static, no browser): each remote writes its
 * pages without data beside its remoteEntry.js and lists them in pages.json (`rendered`); the
 * shell writes its frame (header, footer) once per language and frame variant, with a slot where a
 * page goes. The site's document code splices frame and page into the first HTML.
 */
export interface RenderedFragment {
  /** Markup, as the browser hydrates it. */
  html: string;
  /** The emotion rules it uses, `[name, css]` in the order they were inserted: a frame and its page share many, kept once. */
  styles: [string, string][];
  /** The metadata the page sets itself (an article's title), over its declared one. */
  meta?: { title: string; description?: string; keywords?: string };
  /** The API answers a page with data was rendered with (TanStack Query's dehydrated state): embedded in its document, so hydration renders the same. */
  data?: object;
  /** The design system's lazily loaded parts it renders (PRERENDER.partsAttribute). */
  parts?: string[];
}

/** The folder of a build's rendered fragments, beside its remoteEntry.js (or the shell's index.html). */
export const RENDERED_DIR = 'rendered';

/** Where a remote's build writes the page at `localizedPath` (`/KSA`, `/ar/KSA`, `/ar`), relative to its pages.json. */
export function renderedPageFile(localizedPath: string): string {
  return `${RENDERED_DIR}/pages${localizedPath === '/' ? '/index' : localizedPath}.json`;
}

/** Where the shell's build writes its frame for a language and a chromeVariant, relative to its dist. */
export function renderedChromeFile(locale: Locale, variant: string): string {
  return `${RENDERED_DIR}/chrome/${locale}/${variant}.json`;
}

/** The frame's (empty) page root as rendered: the server puts the page's HTML inside it. */
export const PAGE_SLOT = `<div id="${PRERENDER.pageRootId}"></div>`;

/**
 * Stands, in a remote's rendered page, for the folder its files are served from (its remoteEntry.js's):
 * the remote's render builds use it as their base, so an imported picture is `${REMOTE_BASE}assets/...`,
 * and the server splicing the page puts in where the remote is deployed (its own origin, or /remotes/<dir>/).
 */
export const REMOTE_BASE = '/__pdpl-remote-base__/';

/** The folder of a remote's files, from its remoteEntry.js URL (absolute, or a path on the site's origin). */
export function remoteBaseOf(entryUrl: string): string {
  return entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1);
}

/** Stands, in a rendered frame, for the href of the language switch (the same page in the other language). */
export const OTHER_LANGUAGE_HREF = '{{pdpl-other-language-href}}';


/**
 * A remote whose pages show API data (the index's) ships, beside its pages.json, this Node module
 * of its own (self-contained: it brings its React and design system), and marks those pages
 * `renderedWithData`: the site's server renders them with it, in Node, from the API's answers, when
 * the published data or the remote's build changes; no visitor request waits for it.
 */
export const DATA_PAGES_ENTRY = `${RENDERED_DIR}/data-pages.mjs`;

/** The API's JSON answer to GET `path` (an API_PATHS path with its query), or null when it has none (404). */
export type FetchJson = (path: string) => Promise<unknown>;

/** What DATA_PAGES_ENTRY exports. */
export interface DataPagesEntry {
  /** The page at `pagePath` (`/ar/...` in Arabic) with the data it reads, or null when that data is not public. */
  renderDataPage(pagePath: string, fetchJson: FetchJson): Promise<RenderedFragment | null>;
}
