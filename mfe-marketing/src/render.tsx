/** The marketing remote's pages, rendered by its build (libs/render-pages.mjs): none needs data. */
import { remotePageTargets, type RenderTargets } from '@pdpl/platform/server';
import { PAGES } from './remote-pages';

export const targets: RenderTargets = (build) =>
  remotePageTargets({ remote: 'mfe_marketing', pages: PAGES, modules: import.meta.glob('./pages/**/*.tsx'), withoutData: () => true, build });
