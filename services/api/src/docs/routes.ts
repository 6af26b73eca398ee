import { API_PATHS } from '@pdpl/contracts';
import { route, type RouteDeclaration } from '../http/route.js';
import { openApiDocument, type OpenApiDocument } from './openapi.js';

/**
 * GET /api/docs: the OpenAPI document of `mounted()`, the routes the app mounts (this one among
 * them, hence a function), generated on the first request once the list is complete.
 */
export function docsRoutes(mounted: () => readonly RouteDeclaration[]): RouteDeclaration[] {
  let document: OpenApiDocument | undefined;
  return [
    route({
      method: 'get',
      path: API_PATHS.docs,
      access: 'public',
      doc: { tag: 'Operations', summary: 'This document', responses: { '200': { description: 'OpenAPI JSON.' } } },
      handler: ({ res }) => res.set('Cache-Control', 'no-cache').json((document ??= openApiDocument(mounted()))),
    }),
  ];
}
