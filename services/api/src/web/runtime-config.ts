import { Router } from 'express';
import { RUNTIME_CONFIG_PATH } from '@pdpl/contracts';
import type { Config } from '../config.js';
import type { PageCatalog } from './page-catalog.js';
import { buildRuntimeConfig } from './runtime-config-composer.js';

/** GET /config.json: what the shell needs at run time (URLs and the remotes' pages), so one build serves every environment. */
export function runtimeConfigRoute(runtime: Config['runtime'], catalog: PageCatalog): Router {
  const router = Router();
  router.get(RUNTIME_CONFIG_PATH, async (_req, res) => {
    const body = buildRuntimeConfig(runtime, await catalog.current());
    res.set('Cache-Control', 'no-cache');
    res.json(body);
  });
  return router;
}
