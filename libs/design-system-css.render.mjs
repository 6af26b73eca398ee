// Prints the design system's global CSS (libs/design-system-css.vite.js runs this at build time):
// the system from libs/ui/src/system.ts, rendered by emotion as it would be in the browser (same
// serialiser and cache, libs/ui/src/style-cache.ts), starting with the `@layer` order.
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const SYSTEM_MODULE = fileURLToPath(new URL('./ui/src/system.ts', import.meta.url));
const STYLE_CACHE_MODULE = fileURLToPath(new URL('./ui/src/style-cache.ts', import.meta.url));

const server = await createServer({ configFile: false, logLevel: 'error', appType: 'custom', server: { middlewareMode: true, hmr: false, ws: false }, optimizeDeps: { noDiscovery: true } });
try {
  const { getSystem } = await server.ssrLoadModule(SYSTEM_MODULE);
  const { createStyleCache } = await server.ssrLoadModule(STYLE_CACHE_MODULE);
  const system = getSystem();
  const [{ renderToString }, { createElement }, { CacheProvider, Global }] = await Promise.all([import('react-dom/server'), import('react'), import('@emotion/react')]);
  const styles = [system.layers.atRule, ...system._global];
  const html = renderToString(createElement(CacheProvider, { value: createStyleCache('css') }, createElement(Global, { styles })));
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  if (!css.includes('--chakra-colors-')) throw new Error('The design system rendered no token CSS');
  process.stdout.write(css);
} finally {
  await server.close();
}
