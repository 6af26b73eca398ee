import { Router } from 'express';
import { API_PATHS } from '@pdpl/contracts';
import { openApiDocument } from './openapi.js';

/** GET /api/docs: the OpenAPI document as JSON. */
export function docsRoutes(): Router {
  const router = Router();
  router.get(API_PATHS.docs, (_req, res) => {
    res.set('Cache-Control', 'no-cache');
    res.json(openApiDocument);
  });
  return router;
}
