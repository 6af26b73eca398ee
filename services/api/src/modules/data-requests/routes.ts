import { API_PATHS, dataRequestSchema, type DataRequestLogResponse } from '@pdpl/contracts';
import type { Knex } from 'knex';
import { privateRead, route, type RouteDeclaration } from '../../http/route.js';
import { latestRequests } from './repository.js';
import { eraseSubject, exportSubject, lookUpSubject } from './service.js';
import { object, ok, str } from '../../docs/openapi-parts.js';

const LOG_LIMIT = 100;
const TAG = 'Data requests';

/** Data-subject requests (admin only). */
export function dataRequestRoutes(db: Knex): RouteDeclaration[] {
  return [
    privateRead(
      API_PATHS.adminDataRequests,
      'admin',
      {
        tag: TAG,
        summary: 'The data-subject request log (action, received, due in 30 days, handled, records), newest first; it holds no personal data.',
        responses: { '200': { description: 'The entries.' } },
      },
      async (): Promise<DataRequestLogResponse> => ({ entries: await latestRequests(db, LOG_LIMIT) }),
    ),
    route({
      method: 'post',
      path: API_PATHS.adminDataRequestLookup,
      access: 'admin',
      body: dataRequestSchema,
      doc: {
        tag: TAG,
        summary: 'Everything held about an e-mail address across the lead tables (logged as a look-up).',
        responses: { '200': ok('The records.', object({ records: { type: 'array' }, request: { type: 'object' } })) },
      },
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
      doc: {
        tag: TAG,
        summary: 'The same as a JSON file to hand to the data subject (logged).',
        responses: { '200': ok('The export.', object({ subject: str, exportedAt: str, controller: str, records: { type: 'array' } })) },
      },
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
      doc: {
        tag: TAG,
        summary: 'Deletes every record of the address; copies already in Airtable are deleted by the next sync (logged without the address).',
        responses: { '200': ok('Erased.', object({ erased: { type: 'integer' }, airtableDeletionsQueued: { type: 'integer' }, request: { type: 'object' } })) },
      },
      handler: async ({ req, res, body }) => res.json(await eraseSubject(db, req.user!, body)),
    }),
  ];
}
