import type { RoutedPage } from './declaration.js';
/**
 * How a public page's first HTML is rendered ahead of the app and handed over to it: the server
 * writes these marks, the shell and the pages read them.
 */
export const PRERENDER = {
  /** On the root element of a page whose HTML arrived rendered: the app takes over from it. */
  rootAttribute: 'data-prerendered',
  /** On <html>: set by the shell once the page has rendered its content (its h1, no spinner). */
  settledAttribute: 'data-page-settled',
  /** On content that loads only once scrolled near (the report's chart): its spinner does not keep the page from settling. */
  loadsWhenVisibleAttribute: 'data-loads-when-visible',
  /** On the hidden stand-in of a component whose code is still loading (@pdpl/ui's lazy parts): the page has not settled. */
  partsLoadingAttribute: 'data-parts-loading',
  /** On a region whose rendered copy stays, inert, after takeover until the visitor nears it (the home page's lower sections). */
  staticRegionAttribute: 'data-static-region',
  /** On the <style> elements of the shell's index.html (the design system's global CSS, the Arabic face): every document carries them, so the shell's App knows the global CSS is there already. */
  staticStyleAttribute: 'data-static-css',
  /** The global (on window) where takeover.js keeps what the visitor clicked on the rendered copy before the app took over; the shell replays it. */
  earlyInputGlobal: '__pdplEarlyInput',
  /** On the header's language switch: the language a click on it keeps (also on the rendered copy, where takeover.js keeps it). */
  rememberLocaleAttribute: 'data-remember-locale',
  /** The shell's script (shell/public) that starts the app over rendered HTML, after it has painted. */
  takeoverScript: '/takeover.js',
  /** Emotion's cache key, in the renderer and in the browser: the rendered rules' names are emotion's under it. */
  emotionKey: 'css',
  /**
   * On the rendered page's <style>: the names of the rules it holds. The app's style cache takes them
   * as inserted, so the takeover neither compiles them again nor adds a second copy to the document.
   */
  ruleNamesAttribute: 'data-rule-names',
} as const;

/** How the app starts: as usual, inside the server's capture pass, or over HTML that arrived rendered. */
export type RenderMode = 'normal' | 'prerender' | 'takeover';

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
