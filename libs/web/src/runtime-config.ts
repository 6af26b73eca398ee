/** /config.json: what the shell needs at run time (URLs and the remotes' pages), so one build serves every environment. */
import { NO_CACHE, RUNTIME_CONFIG_PATH, type RoutedPage, type RuntimeConfig } from '@pdpl/contracts';
import { Router } from 'express';
import type { PageCatalog } from './page-catalog.js';
import type { RuntimeSettings } from './settings/site.js';

export function buildRuntimeConfig(runtime: RuntimeSettings, pages: RoutedPage[]): RuntimeConfig {
  return { apiBaseUrl: runtime.apiBaseUrl, analyticsId: runtime.analyticsId, remotes: { ...runtime.remotes }, pages };
}

export function runtimeConfigRoute(runtime: RuntimeSettings, catalog: Pick<PageCatalog, 'current'>): Router {
  const router = Router();
  router.get(RUNTIME_CONFIG_PATH, async (_req, res) => {
    res.set('Cache-Control', NO_CACHE).json(buildRuntimeConfig(runtime, await catalog.current()));
  });
  return router;
}
