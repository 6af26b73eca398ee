/** @pdpl/platform/server: rendering at build time (Node only; never in a browser bundle). */
export { renderFragment, withoutLiveMarks } from './render';
export { remotePageTargets, type PageModules } from './remote-pages';
export type { RenderTarget, RenderTargets } from './targets';
