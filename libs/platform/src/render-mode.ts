import { PRERENDER, type RenderMode } from '@pdpl/contracts';

/**
 * Whether the page is being rendered ahead ('prerender': in Node, by an app's build or, for the
 * index's pages, by the site's server), is taking over HTML that arrived rendered ('takeover'), or
 * starts as usual. Content a page defers until an interaction
 * (the home page's lower sections) renders at once in the first two, so nothing shown disappears.
 */
export function renderMode(): RenderMode {
  // Rendered ahead, in Node: no document.
  if (typeof document === 'undefined') return 'prerender';
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
