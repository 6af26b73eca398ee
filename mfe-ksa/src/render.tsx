/** The KSA remote's pages, rendered by its build (libs/render-pages.mjs): all of them need no data. */
import { remotePageTargets, type RenderTargets } from '@pdpl/platform/server';
import { PAGES } from './remote-pages';

export const targets: RenderTargets = (build) =>
  remotePageTargets({ remote: 'mfe_ksa', pages: PAGES, modules: import.meta.glob('./pages/**/*.tsx'), withoutData: () => true, build });
