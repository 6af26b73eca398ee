import { PRERENDER, type RenderMode } from '@pdpl/contracts';

/**
 * Whether the page is being rendered ahead ('prerender': by an app's build, in Node, or by the API's
 * browser for the index's pages), is taking over HTML that
 * arrived rendered ('takeover'), or starts as usual. Content a page defers until an interaction
 * (the home page's lower sections) renders at once in the first two, so nothing shown disappears.
 */
export function renderMode(): RenderMode {
  // Rendered ahead by a build (Node: no document), or by the server's browser.
  if (typeof document === 'undefined' || document.documentElement.getAttribute(PRERENDER.modeAttribute) === 'prerender') return 'prerender';
  return document.querySelector(`[${PRERENDER.rootAttribute}]`) ? 'takeover' : 'normal';
}

/** A region of the rendered HTML, copied, with the height it had on screen. */
export interface RenderedRegion {
  content: DocumentFragment;
  height: number;
}

/**
 * A copy of a region of the HTML that arrived rendered (its children, marked with
 * PRERENDER.staticRegionAttribute), for content the app leaves as it arrived until it is needed;
 * null once the app has taken over, or when the rendered HTML has no such region.
 */
export function renderedRegion(name: string): RenderedRegion | null {
  const region = document.querySelector(`[${PRERENDER.rootAttribute}] [${PRERENDER.staticRegionAttribute}="${name}"]`);
  if (!region?.firstChild) return null;
  const content = document.createDocumentFragment();
  for (const child of region.childNodes) content.append(child.cloneNode(true));
  return { content, height: region.getBoundingClientRect().height };
}
