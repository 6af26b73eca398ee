import type { RoutedPage } from './declaration.js';
/**
 * How a public page's first HTML is rendered ahead of the app and handed over to it: the server
 * writes these marks, the shell and the pages read them.
 */
export const PRERENDER = {
  /** On the app's root element when its HTML arrived rendered: the app hydrates it in place. */
  rootAttribute: 'data-prerendered',
  /** On <html>: set by the shell once the frame and the page have hydrated (the page's own code is live). */
  hydratedAttribute: 'data-hydrated',
  /** The element of the frame that holds the page: a React root of its own (the page's remote renders it). */
  pageRootId: 'page-root',
  /** useId prefixes of the two roots (frame, page), in the render ahead and in the browser, so their ids match and never collide. */
  idPrefixes: { frame: 'f', page: 'p' },
  /** On the app's root: the design system's lazily loaded parts (@pdpl/ui) the page was rendered with, whose code the shell loads before it hydrates. */
  partsAttribute: 'data-parts',
  /** The JSON <script> holding the API answers an index page was rendered with: its first render in the browser uses them. */
  preloadedDataId: 'pdpl-preloaded',
  /** On the <style> elements of the shell's index.html (the design system's global CSS, the Arabic face): every document carries them, so the shell's App knows the global CSS is there already. */
  staticStyleAttribute: 'data-static-css',
  /** On the design system's <style>: the URL of its full design tokens and keyframes as a stylesheet of their own. */
  fullTokensAttribute: 'data-full-tokens',
  /** On the design system's <style> of a page rendered ahead: it holds only the tokens and keyframes the page uses; the shell loads the rest before it renders anything the HTML lacks. */
  trimmedTokensAttribute: 'data-tokens-trimmed',
  /** The global (on window) of the inline event contract: what the visitor did before the part they did it on was hydrated. */
  eventContractGlobal: '__pdplEvents',
  /** On the header's language switch: the language a click on it keeps (before hydration too, where the event contract keeps it). */
  rememberLocaleAttribute: 'data-remember-locale',
  /** The shell's inline script (built from shell/src/hydration/event-contract.js): keeps early input, then starts the app after the first paint. */
  eventContractScript: '/event-contract.js',
  /** Emotion's cache key, in the renderer and in the browser: the rendered rules' names are emotion's under it. */
  emotionKey: 'css',
  /** On the rendered page's <style>: the rules its HTML was rendered with (renderedRuleNames reads their names). */
  pageStyleAttribute: 'data-prerender',
} as const;

const RULE_NAME = new RegExp(`\\.${PRERENDER.emotionKey}-([a-z0-9]+)|@keyframes (animation-[a-z0-9]+)`, 'g');

/**
 * The names emotion gave the rules of a rendered page's CSS (its classes' and keyframes'). The app's
 * style cache takes them as inserted, so hydration neither compiles them again nor adds a second copy
 * to the document. Read from the CSS itself: as a list beside it they cost a document 0.2-0.3 KB as sent.
 */
export function renderedRuleNames(css: string): string[] {
  return [...new Set(Array.from(css.matchAll(RULE_NAME), (match) => (match[1] ?? match[2])!))];
}

export type LocalizablePage = { path: string; access: RoutedPage['access']; prerender: boolean; localized?: RoutedPage['localized'] };

/** A public page rendered ahead and listed for search engines (the sitemap); every other page is kept out (robots.txt). */
export function prerenderable(page: Omit<LocalizablePage, 'path'>): boolean {
  return page.access === 'public' && page.prerender;
}

/**
 * The pages that exist in Arabic too (under /ar): the prerendered public ones, and a public page kept
 * out of the sitemap that declares its Arabic texts (the compare page, whose content is its query).
 * Staff pages and the sign-in pages stay English.
 */
export function hasArabicTwin(page: Omit<LocalizablePage, 'path'>): boolean {
  return prerenderable(page) || (page.access === 'public' && page.localized?.ar !== undefined);
}
