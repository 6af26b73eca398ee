import { Router, type Response } from 'express';
import { API_PATHS } from '@pdpl/contracts';
import type { Knex } from 'knex';
import { createReadCache } from './read-cache.js';
import { getCompanyDetails, getCompanyReport, getIndexSummary, getLatestCompanyList } from './service.js';

/**
 * Public index data, revalidated by ETag (Express adds a weak one; a matching If-None-Match gets
 * 304) and cacheable for a minute, instead of the spec's timestamp cache-buster.
 */
const CACHE_CONTROL = 'public, max-age=60';

function sendCacheable(res: Response, body: unknown): void {
  res.set('Cache-Control', CACHE_CONTROL);
  res.json(body);
}

export function indexRoutes(db: Knex, cacheTtlMs: number): Router {
  const router = Router();
  const cached = createReadCache(cacheTtlMs);
  router.get(API_PATHS.companies, async (_req, res) => {
    sendCacheable(res, await cached('list', () => getLatestCompanyList(db)));
  });
  router.get(API_PATHS.indexSummary, async (_req, res) => {
    sendCacheable(res, await cached('summary', () => getIndexSummary(db)));
  });
  router.get(`${API_PATHS.companies}/:id`, async (req, res) => {
    const id = String(req.params.id);
    sendCacheable(res, await cached(`company:${id}`, () => getCompanyReport(db, id)));
  });
  router.get(`${API_PATHS.companies}/:id/details`, async (req, res) => {
    const id = String(req.params.id);
    sendCacheable(res, await cached(`details:${id}`, () => getCompanyDetails(db, id)));
  });
  return router;
}
