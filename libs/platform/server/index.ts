/** @pdpl/platform/server: rendering ahead (Node only; never in a browser bundle). */
export { renderFragment } from './render';
export { remoteDataPages } from './data-pages';
export { remotePageTargets, type PageModules } from './remote-pages';
export type { RenderTarget, RenderTargets } from './targets';
