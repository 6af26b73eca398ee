/**
 * The index remote's pages without data, rendered by its build (libs/render-pages.mjs): the
 * methodology. The list, reports and details read the published edition: not known to a build.
 */
import { INDEX_ROUTES } from '@pdpl/contracts';
import { remotePageTargets, type RenderTargets } from '@pdpl/platform/server';
import { PAGES } from './remote-pages';

export const targets: RenderTargets = (build) =>
  remotePageTargets({ remote: 'mfe_index', pages: PAGES, modules: import.meta.glob('./pages/**/*.tsx'), withoutData: (page) => page.path === INDEX_ROUTES.methodology, build });
