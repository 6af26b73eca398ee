import { API_PATHS } from '@pdpl/contracts';
import { route, type RouteDeclaration } from '../http/route.js';
import { openApiDocument } from './openapi.js';

/** GET /api/docs: the OpenAPI document as JSON. */
export function docsRoutes(): RouteDeclaration[] {
  return [
    route({
      method: 'get',
      path: API_PATHS.docs,
      access: 'public',
      handler: ({ res }) => res.set('Cache-Control', 'no-cache').json(openApiDocument),
    }),
  ];
}
