import type { Locale, RenderedFragment } from '@pdpl/contracts';

/** One fragment an app's build renders: where it goes in the app's dist, and for a remote page which page and language it is (listed in pages.json). */
export interface RenderTarget {
  file: string;
  page?: { path: string; locale: Locale };
  render(): Promise<RenderedFragment>;
}

/** What an app's render entry (src/render.tsx) exports, for libs/render-pages.mjs. */
export type RenderTargets = (build: string) => RenderTarget[];
