import createCache, { type EmotionCache, type StylisElement } from '@emotion/cache';

/**
 * The declarations that browsers able to use the design system at all still need with a `-webkit-`
 * prefix. Its CSS relies on `@layer` and `color-mix()`, so those browsers are Chrome 111+, Safari
 * 16.2+ and Firefox 113+: flexbox, transforms, animations, `appearance`, `::placeholder` and the
 * rest of what emotion's default prefixer doubles have been unprefixed there for years.
 */
const NEEDS_WEBKIT = new Set([
  'user-select',
  'backdrop-filter',
  'text-size-adjust',
  'hyphens',
  'box-decoration-break',
  'print-color-adjust',
  'background-clip',
  'mask',
  'mask-image',
  'mask-size',
  'mask-position',
  'mask-repeat',
]);

/** Stylis' type for a declaration (stylis' `DECLARATION`). */
const DECLARATION = 'decl';

function prefixWhereNeeded(element: StylisElement): void {
  if (element.type === DECLARATION && !element.return && typeof element.props === 'string' && NEEDS_WEBKIT.has(element.props)) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
}

/**
 * Emotion's cache for every place that serialises the design system's styles: the global CSS at
 * build time, the pages rendered ahead and the app in the browser, so all three write the same
 * rules. Emotion's default prefixer wrote up to five copies of a declaration (display: -webkit-box,
 * -webkit-flex, -ms-flexbox, flex): 30 % of a rendered page's CSS, ~0.8 KB of its compressed
 * document, which no longer fitted the first 14.6 KB a new connection delivers in one round trip.
 */
export function createStyleCache(key: string): EmotionCache {
  return createCache({ key, stylisPlugins: [prefixWhereNeeded] });
}
