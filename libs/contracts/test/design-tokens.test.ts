import { fullTokensCss, trimDesignTokens } from '../src/index.js';

// The shape of the design system's global CSS (libs/design-system-css.render.mjs), in small.
const DESIGN_CSS = [
  '@layer reset,base,tokens,recipes;',
  "@layer reset{body{color:var(--chakra-colors-fg)}sub,sup{font-size:75%}textarea{resize:vertical;border-color:var(--chakra-colors-gray-50)}input[type='search']{outline-offset:-2px}*::placeholder{opacity:unset}}",
  '@layer base{@keyframes spin{to{transform:rotate(360deg)}}@keyframes fade-in{from{opacity:0}}@keyframes position{to{top:0}}*::selection{background:var(--chakra-colors-brand-100)}}',
  '@layer tokens{:where(html, .chakra-theme){--chakra-colors-fg:var(--chakra-colors-gray-900);--chakra-colors-gray-900:#111;--chakra-colors-gray-50:#fafafa;',
  '--chakra-colors-brand-100:#e0f;--chakra-spacing-1\\.5:0.375rem;--chakra-spacing-1:0.25rem;--chakra-animations-spin:spin 1s linear infinite;--chakra-radii-md:0.375rem}}',
].join('');

describe('a rendered page keeps the design tokens it uses', () => {
  it('keeps the variables its CSS and HTML use, those they refer to, and the ones the global CSS needs; drops the rest', () => {
    const page = '.css-a{gap:var(--chakra-spacing-1\\.5);animation:var(--chakra-animations-spin)}<body><div style="position:relative">';
    const trimmed = trimDesignTokens(DESIGN_CSS, page)!;
    const kept = [...trimmed.matchAll(/(--chakra-[^:;{}]+):/g)].map((m) => m[1]);
    expect(kept.sort()).toEqual(['--chakra-animations-spin', '--chakra-colors-brand-100', '--chakra-colors-fg', '--chakra-colors-gray-900', '--chakra-spacing-1\\.5']);
    // A name that only looks like a kept one (1 and 1\.5) and an unused palette step go.
    expect(trimmed).not.toContain('--chakra-spacing-1:');
    expect(trimmed).not.toContain('gray-50');
    // Keyframes: the one a kept animation names stays; a word elsewhere (position) keeps none.
    expect(trimmed).toContain('@keyframes spin{to{transform:rotate(360deg)}}');
    expect(trimmed).not.toContain('@keyframes fade-in');
    expect(trimmed).not.toContain('@keyframes position');
    // Everything else is as it was.
    expect(trimmed.startsWith('@layer reset,base,tokens,recipes;@layer reset{body{color:var(--chakra-colors-fg)}*::placeholder{opacity:unset}}@layer base{@keyframes spin')).toBe(true);
    expect(trimmed).toContain('*::selection{background:var(--chakra-colors-brand-100)}}');
  });

  it('keeps the reset rules of the elements the page has, and those that are not for one element', () => {
    const trimmed = trimDesignTokens(DESIGN_CSS, '<main><p>H<sup>2</sup>O</p><input type="search" /></main>')!;
    expect(trimmed).toContain('sub,sup{font-size:75%}');
    expect(trimmed).toContain("input[type='search']{outline-offset:-2px}");
    expect(trimmed).toContain('*::placeholder{opacity:unset}');
    // No <textarea>: its rule goes, and with it the one variable only that rule used.
    expect(trimmed).not.toContain('textarea');
    expect(trimmed).not.toContain('gray-50');
  });

  it('keeps an animation named directly by the page', () => {
    expect(trimDesignTokens(DESIGN_CSS, '.css-b{animation:fade-in 0.2s}')).toContain('@keyframes fade-in{from{opacity:0}}');
  });

  it('leaves CSS of another shape alone, so the document keeps it whole', () => {
    expect(trimDesignTokens('body{color:red}', '')).toBeNull();
  });

  it('publishes the full set as a stylesheet of its own: the whole reset, every variable and keyframe, in their layers', () => {
    expect(fullTokensCss(DESIGN_CSS)).toBe(
      "@layer reset{body{color:var(--chakra-colors-fg)}sub,sup{font-size:75%}textarea{resize:vertical;border-color:var(--chakra-colors-gray-50)}input[type='search']{outline-offset:-2px}*::placeholder{opacity:unset}}" +
        '@layer tokens{:where(html, .chakra-theme){--chakra-colors-fg:var(--chakra-colors-gray-900);--chakra-colors-gray-900:#111;--chakra-colors-gray-50:#fafafa;--chakra-colors-brand-100:#e0f;--chakra-spacing-1\\.5:0.375rem;--chakra-spacing-1:0.25rem;--chakra-animations-spin:spin 1s linear infinite;--chakra-radii-md:0.375rem}}' +
        '@layer base{@keyframes spin{to{transform:rotate(360deg)}}@keyframes fade-in{from{opacity:0}}@keyframes position{to{top:0}}}',
    );
  });
});
