import { Router } from 'express';
import { RUNTIME_CONFIG_PATH, type RuntimeConfig } from '@pdpl/contracts';
import type { Config } from '../config.js';

export function buildRuntimeConfig(runtime: Config['runtime']): RuntimeConfig {
  return { apiBaseUrl: runtime.apiBaseUrl, analyticsId: runtime.analyticsId, remotes: { ...runtime.remotes } };
}

/** GET /config.json: what the shell needs at run time, so one build serves every environment. */
export function runtimeConfigRoute(runtime: Config['runtime']): Router {
  const body = buildRuntimeConfig(runtime);
  const router = Router();
  router.get(RUNTIME_CONFIG_PATH, (_req, res) => {
    res.set('Cache-Control', 'no-cache');
    res.json(body);
  });
  return router;
}
