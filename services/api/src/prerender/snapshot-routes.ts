/**
 * GET API_PATHS.pageSnapshot?path=: a public page's snapshot for the shell's own server, which puts
 * it in the page's first HTML as this server does when it serves the site itself (SERVE_WEB=false
 * with PRERENDER_ORIGIN). Only paths the remotes declare prerenderable are ever rendered, each kept
 * as when this server serves the site, so a caller cannot make the browser render at will.
 */
import { API_PATHS, NO_CACHE } from '@pdpl/contracts';
import { object, string } from 'yup';
import { error, object as schema, ok, str } from '../docs/openapi-parts.js';
import { route, type RouteDeclaration } from '../http/route.js';
import type { SnapshotSource } from '@pdpl/web';

/**
 * The shell's build is not known here, and a key from the caller would let anyone force new
 * renders: a redeployed shell shows in the snapshots within their refresh period (ten minutes).
 */
const SHELL_BUILD = 'shell-server';

const snapshotQuery = object({
  path: string()
    .required('path is required')
    .matches(/^\/[^\s]*$/, 'path must start with /')
    .meta({ description: 'The page path, e.g. /KSA.' }),
});

export function pageSnapshotRoutes(snapshots: SnapshotSource): RouteDeclaration[] {
  return [
    route({
      method: 'get',
      path: API_PATHS.pageSnapshot,
      access: 'public',
      query: snapshotQuery,
      doc: {
        tag: 'Operations',
        summary:
          "A public page rendered ahead, for the shell's own server (SERVE_WEB=false with PRERENDER_ORIGIN): its root's HTML, CSS, title and description. Only without the site on this server.",
        responses: {
          '200': ok('The rendered page.', schema({ html: str, css: str, title: str })),
          '204': { description: 'The page is not rendered ahead (not public, unknown, or the capture failed).' },
          '422': error('VALIDATION_FAILED: no path.'),
        },
      },
      handler: async ({ res, query }) => {
        const snapshot = await snapshots.forPath(query.path, SHELL_BUILD);
        res.set('Cache-Control', NO_CACHE);
        if (snapshot) res.json(snapshot);
        else res.status(204).end();
      },
    }),
  ];
}
