import type { Request, Response } from 'express';
import { API_PATHS } from '@pdpl/contracts';
import type { Knex } from 'knex';
import { PUBLIC_READ_CACHE_CONTROL } from '../../http/cache-control.js';
import { encodeJson, sendEncodedJson, type EncodedJson } from '../../http/content-encoding.js';
import { route, type RouteDeclaration } from '../../http/route.js';
import { createReadCache } from './read-cache.js';
import { publicationVersion } from './repository.js';
import { getCompanyDetails, getCompanyReport, getIndexSummary, getLatestCompanyList } from './service.js';

/**
 * Public index data, revalidated by ETag (a matching If-None-Match gets 304) and cacheable for a
 * few seconds, instead of the spec's timestamp cache-buster. The cache keeps each read serialised and
 * compressed, so a burst of visitors costs one query set and one compression.
 */

function sendCacheable(req: Request, res: Response, json: EncodedJson): void {
  res.set('Cache-Control', PUBLIC_READ_CACHE_CONTROL);
  sendEncodedJson(req, res, json);
}

export function indexRoutes(db: Knex, cacheTtlMs: number): RouteDeclaration[] {
  const readCache = createReadCache({ ttlMs: cacheTtlMs, version: () => publicationVersion(db) });
  /** A public read of `key`, served from the cache. */
  const read = (path: string, key: (req: Request) => string, load: (req: Request) => Promise<unknown>) =>
    route({
      method: 'get',
      path,
      access: 'public',
      handler: async ({ req, res }) => sendCacheable(req, res, await readCache(key(req), async () => encodeJson(await load(req)))),
    });
  const id = (req: Request) => String(req.params.id);
  return [
    read(API_PATHS.companies, () => 'list', () => getLatestCompanyList(db)),
    read(API_PATHS.indexSummary, () => 'summary', () => getIndexSummary(db)),
    read(`${API_PATHS.companies}/:id`, (req) => `company:${id(req)}`, (req) => getCompanyReport(db, id(req))),
    read(`${API_PATHS.companies}/:id/details`, (req) => `details:${id(req)}`, (req) => getCompanyDetails(db, id(req))),
  ];
}
