import { API_PATHS } from '@pdpl/contracts';
import type { Knex } from 'knex';
import { statusIsAnswer } from '../../http/request-logging.js';
import { route, type RouteDeclaration } from '../../http/route.js';
import { databaseAnswers } from './repository.js';
import { object, ok, str } from '../../docs/openapi-parts.js';

const DB_TIMEOUT_MS = 2000;

/**
 * GET /api/health: liveness, answered by the process alone (restart me if this fails).
 * GET /api/ready: readiness, 200 only when the database answers and, on a server that serves the
 * site, its first render of the index's pages has ended (send me traffic: every page goes out rendered).
 */
export function healthRoutes(db: Knex, pagesRendered: () => boolean = () => true): RouteDeclaration[] {
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
        summary: "Readiness (the database answers; serving the site, the index's pages have been rendered once)",
        responses: {
          '200': ok('Ready.', object({ status: str, database: str })),
          '503': ok("The database does not answer, or the index's pages are still being rendered for the first time.", object({ status: str, database: str })),
        },
      },
      handler: async ({ res }) => {
        const up = await databaseAnswers(db, DB_TIMEOUT_MS);
        res.set('Cache-Control', 'no-store');
        // Not ready is an answer (probes ask every few seconds while the server starts): logged at info, without an error.
        statusIsAnswer(res);
        if (!up) res.status(503).json({ status: 'unavailable', database: 'down' });
        else if (!pagesRendered()) res.status(503).json({ status: 'starting', database: 'up', pages: 'rendering' });
        else res.json({ status: 'ready', database: 'up' });
      },
    }),
  ];
}
