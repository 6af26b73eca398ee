/**
 * The render queue's API: a stored page for the shell's image (public: only published pages are
 * stored, as visitors see them), and the queue's progress and failures for analysts and admins.
 */
import { API_PATHS, renderedPageQuerySchema } from '@pdpl/contracts';
import { decodeFragment } from '@pdpl/web';
import type { Knex } from 'knex';
import { error, ok, str } from '../../docs/openapi-parts.js';
import { NotFound } from '../../domain/errors.js';
import { route, type RouteDeclaration } from '../../http/route.js';
import { readStoredRender } from './renders-repository.js';
import { renderQueueStatus } from './render-status.js';

const TAG = 'Index';

export function indexPagesRoutes(db: Knex): RouteDeclaration[] {
  return [
    route({
      method: 'get',
      path: API_PATHS.indexRenderedPage,
      access: 'public',
      query: renderedPageQuerySchema,
      doc: {
        tag: TAG,
        summary: "An index page as the render queue stored it (what it was rendered from, and its fragment): the shell's image serves it rendered when it still matches.",
        parameters: [{ name: 'path', in: 'query', required: true, schema: str, description: 'The page path, e.g. /PDPLComplianceIndex/company/acme or /ar/...' }],
        responses: { '200': ok('The stored page.', { type: 'object' }), '404': error('NOT_FOUND: no page is stored for this path.') },
      },
      handler: async ({ res, query }) => {
        const stored = await readStoredRender(db, query.path);
        if (!stored) throw new NotFound('No rendered page is stored for this path');
        const fragment = stored.fragment ? JSON.stringify(await decodeFragment(stored.fragment)) : 'null';
        // Assembled, not re-serialised: the fragment is JSON already.
        res.set('Cache-Control', 'no-cache').type('application/json').send(`{"build":${JSON.stringify(stored.build)},"dataKey":${JSON.stringify(stored.dataKey)},"fragment":${fragment}}`);
      },
    }),
    route({
      method: 'get',
      path: API_PATHS.adminIndexRenders,
      access: 'analyst',
      doc: { tag: TAG, summary: "The render queue of the index's pages: pages left, since when, the last pass and the newest failures.", responses: { '200': ok('The queue (RenderQueueStatus).', { type: 'object' }) } },
      handler: async ({ res }) => {
        res.set('Cache-Control', 'no-store').json(await renderQueueStatus(db));
      },
    }),
  ];
}
