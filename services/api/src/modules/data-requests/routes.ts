import { API_PATHS, dataRequestSchema, type DataRequestLogResponse } from '@pdpl/contracts';
import type { Knex } from 'knex';
import { privateRead, route, type RouteDeclaration } from '../../http/route.js';
import { latestRequests } from './repository.js';
import { eraseSubject, exportSubject, lookUpSubject } from './service.js';

const LOG_LIMIT = 100;

/** Data-subject requests (admin only). */
export function dataRequestRoutes(db: Knex): RouteDeclaration[] {
  return [
    privateRead(API_PATHS.adminDataRequests, 'admin', async (): Promise<DataRequestLogResponse> => ({ entries: await latestRequests(db, LOG_LIMIT) })),
    route({
      method: 'post',
      path: API_PATHS.adminDataRequestLookup,
      access: 'admin',
      body: dataRequestSchema,
      handler: async ({ req, res, body }) => {
        const found = await lookUpSubject(db, req.user!, body);
        res.set('Cache-Control', 'no-store').json(found);
      },
    }),
    route({
      method: 'post',
      path: API_PATHS.adminDataRequestExport,
      access: 'admin',
      body: dataRequestSchema,
      handler: async ({ req, res, body }) => {
        const day = new Date().toISOString().slice(0, 10);
        res
          .set({ 'Cache-Control': 'no-store', 'Content-Disposition': `attachment; filename="personal-data-${day}.json"` })
          .json(await exportSubject(db, req.user!, body));
      },
    }),
    route({
      method: 'post',
      path: API_PATHS.adminDataRequestErasure,
      access: 'admin',
      body: dataRequestSchema,
      handler: async ({ req, res, body }) => res.json(await eraseSubject(db, req.user!, body)),
    }),
  ];
}
