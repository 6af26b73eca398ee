import { Router, type Request, type Response } from 'express';
import { API_PATHS } from '@pdpl/contracts';
import type { Knex } from 'knex';
import { encodeJson, sendEncodedJson, type EncodedJson } from '../../http/content-encoding.js';
import { createReadCache } from './read-cache.js';
import { publicationVersion } from './repository.js';
import { getCompanyDetails, getCompanyReport, getIndexSummary, getLatestCompanyList } from './service.js';
import { PUBLIC_READ_CACHE_CONTROL } from '../../http/cache-control.js';

/**
 * Public index data, revalidated by ETag (a matching If-None-Match gets 304) and cacheable for a
 * few seconds, instead of the spec's timestamp cache-buster. The cache keeps each read serialised and
 * compressed, so a burst of visitors costs one query set and one compression.
 */

function sendCacheable(req: Request, res: Response, json: EncodedJson): void {
  res.set('Cache-Control', PUBLIC_READ_CACHE_CONTROL);
  sendEncodedJson(req, res, json);
}

export function indexRoutes(db: Knex, cacheTtlMs: number): Router {
  const router = Router();
  const readCache = createReadCache({ ttlMs: cacheTtlMs, version: () => publicationVersion(db) });
  const cached = (key: string, load: () => Promise<unknown>) => readCache(key, async () => encodeJson(await load()));
  router.get(API_PATHS.companies, async (req, res) => {
    sendCacheable(req, res, await cached('list', () => getLatestCompanyList(db)));
  });
  router.get(API_PATHS.indexSummary, async (req, res) => {
    sendCacheable(req, res, await cached('summary', () => getIndexSummary(db)));
  });
  router.get(`${API_PATHS.companies}/:id`, async (req, res) => {
    const id = String(req.params.id);
    sendCacheable(req, res, await cached(`company:${id}`, () => getCompanyReport(db, id)));
  });
  router.get(`${API_PATHS.companies}/:id/details`, async (req, res) => {
    const id = String(req.params.id);
    sendCacheable(req, res, await cached(`details:${id}`, () => getCompanyDetails(db, id)));
  });
  return router;
}
