import { API_PATHS } from '@pdpl/contracts';
import type { Knex } from 'knex';
import { statusIsAnswer } from '../../http/request-logging.js';
import { route, type RouteDeclaration } from '../../http/route.js';
import { databaseAnswers } from './repository.js';
import { readProgress } from '../index-pages/renders-repository.js';
import { object, ok, str } from '../../docs/openapi-parts.js';

const DB_TIMEOUT_MS = 2000;

/**
 * GET /api/health: liveness, answered by the process alone (restart me if this fails).
 * GET /api/ready: readiness, 200 when the database answers (send me traffic). Nothing is rendered
 * at a start: the index's pages are in the database, and one not rendered yet goes out plain, so a
 * server is ready in seconds whatever the index's size. The body says what the render queue has left.
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
        summary: "Readiness (the database answers), with the index's render queue: pages waiting, and when it last compared them",
        responses: {
          '200': ok('Ready.', object({ status: str, database: str, pages: object({ pending: { type: 'integer' }, checkedAt: str }) })),
          '503': ok('The database does not answer.', object({ status: str, database: str })),
        },
      },
      handler: async ({ res }) => {
        const up = await databaseAnswers(db, DB_TIMEOUT_MS);
        res.set('Cache-Control', 'no-store');
        // Not ready is an answer (probes ask every few seconds while the server starts): logged at info, without an error.
        statusIsAnswer(res);
        if (!up) {
          res.status(503).json({ status: 'unavailable', database: 'down' });
          return;
        }
        const progress = await readProgress(db);
        res.json({ status: 'ready', database: 'up', pages: { pending: progress?.pending ?? 0, checkedAt: progress?.checked_at?.toISOString() ?? null } });
      },
    }),
  ];
}
