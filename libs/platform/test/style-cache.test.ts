/**
 * The rules emotion writes for the design system carry the vendor prefixes supported browsers still
 * need, and none of the copies they have not needed for years (libs/ui/src/style-cache.ts).
 */
import { css } from '@emotion/react';
import { createStyleCache } from '@pdpl/ui';

function rulesOf(style: ReturnType<typeof css>): string {
  const cache = createStyleCache('css');
  // Compat mode: the rules stay in the cache, as when a page is rendered ahead.
  cache.compat = true;
  cache.insert(`.css-${style.name}`, style, cache.sheet, true);
  return String(cache.inserted[style.name]);
}

it('writes flexbox, transforms, animations and placeholders once, unprefixed', () => {
  const rules = rulesOf(
    css({ display: 'flex', flexDirection: 'column', alignItems: 'center', transform: 'rotate(1deg)', transition: 'opacity 1s', appearance: 'none', '&::placeholder': { color: 'gray' } }),
  );
  expect(rules).toContain('display:flex;');
  expect(rules).toContain('::placeholder');
  expect(rules).not.toMatch(/-webkit-|-ms-|-moz-/);
});

it('keeps the -webkit- copy where Safari or Chrome still need one', () => {
  const rules = rulesOf(css({ userSelect: 'none', backdropFilter: 'blur(4px)', backgroundClip: 'text' }));
  for (const property of ['user-select:none;', 'backdrop-filter:blur(4px);', 'background-clip:text;']) {
    expect(rules).toContain(`-webkit-${property}${property}`);
  }
});
