import { PRERENDER, type RenderMode } from '@pdpl/contracts';

/**
 * Whether the page is being captured by the server ('prerender'), is taking over HTML that
 * arrived rendered ('takeover'), or starts as usual. Content a page defers until an interaction
 * (the home page's lower sections) renders at once in the first two, so nothing shown disappears.
 */
export function renderMode(): RenderMode {
  if (document.documentElement.getAttribute(PRERENDER.modeAttribute) === 'prerender') return 'prerender';
  return document.querySelector(`[${PRERENDER.rootAttribute}]`) ? 'takeover' : 'normal';
}
