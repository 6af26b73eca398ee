/**
 * The index remote's pages rendered ahead. Its build (libs/render-pages.mjs) renders the methodology,
 * which needs no data; the list, reports and details read the published editions, which a build
 * does not know: `dataPages` renders them in the site's server, with the API's answers, when an
 * edition is published or withdrawn (DATA_PAGES_ENTRY).
 */
import { INDEX_ROUTES, prerenderable, type PageDeclaration } from '@pdpl/contracts';
import { remoteDataPages, remotePageTargets, type RenderTargets } from '@pdpl/platform/server';
import { PAGES } from './remote-pages';

const modules = import.meta.glob('./pages/**/*.tsx');
const withoutData = (page: PageDeclaration) => page.path === INDEX_ROUTES.methodology;

export const targets: RenderTargets = (build) => remotePageTargets({ remote: 'mfe_index', pages: PAGES, modules, withoutData, build });

export const dataPages = (build: string) => remoteDataPages({ remote: 'mfe_index', pages: PAGES, modules, withData: (page) => prerenderable(page) && !withoutData(page), build });
