import { API_PATHS } from '@pdpl/contracts';
import type { Knex } from 'knex';
import { route, type RouteDeclaration } from '../../http/route.js';
import { databaseAnswers } from './repository.js';
import { object, ok, str } from '../../docs/openapi-parts.js';

const DB_TIMEOUT_MS = 2000;

/**
 * GET /api/health: liveness, answered by the process alone (restart me if this fails).
 * GET /api/ready: readiness, 200 only when the database answers (send me traffic).
 */
export function healthRoutes(db: Knex): RouteDeclaration[] {
  return [
    route({
      method: 'get',
      path: API_PATHS.health,
      access: 'public',
      doc: { tag: 'Operations', summary: 'Liveness (the process answers)', responses: { '200': ok('Alive.', object({ status: str })) } },
      handler: ({ res }) => res.set('Cache-Control', 'no-store').json({ status: 'ok' }),
    }),
    route({
      method: 'get',
      path: API_PATHS.ready,
      access: 'public',
      doc: {
        tag: 'Operations',
        summary: 'Readiness (the database answers)',
        responses: {
          '200': ok('Ready.', object({ status: str, database: str })),
          '503': ok('The database does not answer.', object({ status: str, database: str })),
        },
      },
      handler: async ({ res }) => {
        const up = await databaseAnswers(db, DB_TIMEOUT_MS);
        res.set('Cache-Control', 'no-store');
        res.status(up ? 200 : 503).json(up ? { status: 'ready', database: 'up' } : { status: 'unavailable', database: 'down' });
      },
    }),
  ];
}
