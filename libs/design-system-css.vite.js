// The design system's global CSS (the `@layer` order, Chakra's reset, global styles and every
// token's CSS variable) is the same for every page and every visitor, yet Chakra builds it in the
// browser when the system is created and emotion serialises and inserts it at the first render:
// ~130 ms of `createSystem` and more of emotion at Lighthouse's 4x CPU, on every page. Here it is
// computed once, at build time, and inlined into the shell's index.html; in the browser the system
// no longer builds it (`lazyGlobalCss`) and the provider inserts none (libs/ui/src/provider.tsx).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { fullTokensCss, PRERENDER } from '@pdpl/contracts';

const RENDER_SCRIPT = fileURLToPath(new URL('./design-system-css.render.mjs', import.meta.url));
const CHAKRA_SYSTEM = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const GLOBAL_FIELD = /\n(\s*)_global,\n/;
const CHAKRA_PREFLIGHT = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]preflight\.js$/;
const PREFLIGHT_OFF = 'if (!preflight) return {};';

/**
 * In every app's build: Chakra's `createSystem` computes `_global` only when it is read, which in the
 * browser is never (the provider passes a system whose `_global` is empty). The build fails if a new
 * Chakra release changes the code this rewrites, rather than silently building the CSS again.
 */
export function lazyGlobalCss() {
  return {
    name: 'pdpl-lazy-global-css',
    apply: 'build',
    // libs/ui/src/system.ts then leaves out what only the global CSS reads.
    config: () => ({ define: { __GLOBAL_CSS_AT_BUILD__: 'true' } }),
    transform(code, id) {
      // The reset is off in a build (libs/ui/src/system.ts): its rules need not ship.
      if (CHAKRA_PREFLIGHT.test(id.split('?')[0])) {
        if (!code.includes(PREFLIGHT_OFF)) throw new Error(`${id}: Chakra's createPreflight changed; update libs/design-system-css.vite.js`);
        return { code: 'export function createPreflight() { return {}; }', map: null };
      }
      if (!CHAKRA_SYSTEM.test(id.split('?')[0])) return null;
      if (!code.includes(EAGER_GLOBAL) || !GLOBAL_FIELD.test(code)) {
        throw new Error(`${id}: Chakra's createSystem changed; update libs/design-system-css.vite.js`);
      }
      const lazy = code
        .replace(EAGER_GLOBAL, 'let _globalCss;')
        .replace(GLOBAL_FIELD, '\n$1get _global() { return (_globalCss ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]); },\n');
      return { code: lazy, map: null };
    },
  };
}

/**
 * In the shell's build: the global CSS, inlined into index.html (marked, so a prerender capture does
 * not copy it again), and its tokens and keyframes as a stylesheet of their own, named on the <style>:
 * a document rendered ahead keeps only those its page uses (@pdpl/web), and the shell loads the rest.
 */
export function designSystemCss() {
  let css = '';
  let tokensPath = '';
  let base = '/';
  return {
    name: 'pdpl-design-system-css',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    buildStart() {
      // In a process of its own: a Vite dev server started inside this build changes the build's own state.
      css = execFileSync(process.execPath, [RENDER_SCRIPT], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
      const tokens = fullTokensCss(css);
      if (!tokens) throw new Error('The design system CSS has no tokens or base layer: update libs/contracts/src/pages/design-tokens.ts');
      tokensPath = `assets/design-tokens-${createHash('sha256').update(tokens).digest('hex').slice(0, 8)}.css`;
      this.emitFile({ type: 'asset', fileName: tokensPath, source: tokens });
    },
    transformIndexHtml: () => [
      { tag: 'style', attrs: { [PRERENDER.staticStyleAttribute]: '', [PRERENDER.fullTokensAttribute]: `${base}${tokensPath}` }, children: css, injectTo: 'head-prepend' },
    ],
  };
}
