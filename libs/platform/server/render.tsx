/**
 * Renders part of the site to HTML in Node, at build time (react-dom/static: it waits for every
 * lazy part and message catalog), with the providers the shell gives it in the browser, so the
 * markup and emotion's class names are those of the app's first settled render. Used by each app's
 * render entry (src/render.tsx), built and run by libs/render-pages.mjs after the app's own build.
 */
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { LOCALE_INFO, PRERENDER, REMOTE_NAMES, splitLocale, type RenderedFragment, type RoutedPage } from '@pdpl/contracts';
import { ContractTextContext, createStyleCache, LocaleProvider, takeRenderedParts, UiProvider } from '@pdpl/ui';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { useContractText } from '../src/i18n/contract-texts';
import { PageBoundary } from '../src/page-boundary';
import { collectPageMeta, type PageMeta } from '../src/page-meta';
import { StaticRouter } from '../src/routing';
import { setRuntimeConfig } from '../src/runtime-config';

/** Emotion's cache, recording the rules in the order they are inserted (the browser's order). */
function recordingCache(): { cache: EmotionCache; styles: () => [string, string][] } {
  const cache = createStyleCache(PRERENDER.emotionKey);
  // Compat mode: rules stay in the cache instead of going inline as <style> tags beside the markup.
  cache.compat = true;
  const order: string[] = [];
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const rules = insert(selector, serialized, sheet, shouldCache);
    if (!order.includes(serialized.name)) order.push(serialized.name);
    return rules;
  };
  return {
    cache,
    styles: () => order.flatMap((name): [string, string][] => {
      const css = cache.inserted[name];
      return typeof css === 'string' && css !== '' ? [[name, css]] : [];
    }),
  };
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return html;
}

/** The design system's fields and toasts show the contracts' texts in the page's language, as the shell gives them in the browser. */
function ContractTexts({ children }: { children: ReactNode }) {
  return <ContractTextContext.Provider value={useContractText()}>{children}</ContractTextContext.Provider>;
}

/**
 * `node` as the page at `path` (`/ar/...` in Arabic) shows it. `pages`: the pages its links may
 * lead to in Arabic (the server completes the others' when it splices: libs/web). `root`: which of
 * the browser's two React roots hydrates it (the frame, or the page inside it); its ids are that
 * root's (PRERENDER.idPrefixes), so they match the browser's. Any error while rendering fails the
 * build: a page the build cannot render is a page visitors would get blank.
 */
export async function renderFragment(node: ReactNode, options: { path: string; pages: RoutedPage[]; root: keyof typeof PRERENDER.idPrefixes }): Promise<RenderedFragment> {
  setRuntimeConfig({ apiBaseUrl: '', analyticsId: null, remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes/${name}/remoteEntry.js`])) as never, pages: options.pages });
  const { cache, styles } = recordingCache();
  const errors: unknown[] = [];
  let meta: PageMeta | undefined;
  collectPageMeta((set) => (meta = set));
  takeRenderedParts();
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <UiProvider globalCssInDocument>
        <StaticRouter path={options.path}>
          <LocaleProvider locale={LOCALE_INFO[splitLocale(options.path).locale].intl}>
            <ContractTexts>{options.root === 'page' ? <PageBoundary>{node}</PageBoundary> : node}</ContractTexts>
          </LocaleProvider>
        </StaticRouter>
      </UiProvider>
    </CacheProvider>,
    // Every boundary inline, in place: no script moves content into it (hydration finds it where it is).
    { onError: (err) => void errors.push(err), progressiveChunkSize: Number.MAX_SAFE_INTEGER, identifierPrefix: PRERENDER.idPrefixes[options.root] },
  );
  const rawHtml = await text(prelude);
  collectPageMeta(null);
  if (errors.length > 0) throw new Error(`${options.path} could not be rendered: ${errors.map((err) => (err instanceof Error ? err.stack : String(err))).join('\n')}`);
  const parts = takeRenderedParts();
  return { html: rawHtml, styles: styles(), ...(meta ? { meta } : {}), ...(parts.length > 0 ? { parts } : {}) };
}
