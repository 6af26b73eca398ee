import { API_PATHS } from '@pdpl/contracts';
import { NotFound } from '../domain/errors.js';
import { route, type RouteDeclaration } from '../http/route.js';
import { error } from './openapi-parts.js';
import { openApiDocument, type OpenApiDocument } from './openapi.js';
import { VIEWER_ASSETS, VIEWER_ASSETS_PATH, viewerPage } from './viewer.js';

const ONE_DAY_SECONDS = 86_400;

/**
 * GET /api/docs: the OpenAPI document of `mounted()`, the routes the app mounts (this one among
 * them, hence a function), generated on the first request once the list is complete; a browser
 * asking for a page gets the reference viewer, which reads the same document.
 */
export function docsRoutes(mounted: () => readonly RouteDeclaration[]): RouteDeclaration[] {
  let document: OpenApiDocument | undefined;
  const generated = () => (document ??= openApiDocument(mounted()));
  return [
    route({
      method: 'get',
      path: API_PATHS.docs,
      access: 'public',
      doc: {
        tag: 'Operations',
        summary: 'This document (JSON); a browser asking for HTML gets the reference viewer',
        responses: { '200': { description: 'OpenAPI JSON, or the viewer page.', content: { 'application/json': {}, 'text/html': {} } } },
      },
      handler: ({ req, res }) => {
        res.set('Cache-Control', 'no-cache').vary('Accept');
        if (req.accepts(['json', 'html']) === 'html') return res.type('html').send(viewerPage(generated().info.title));
        return res.json(generated());
      },
    }),
    route({
      method: 'get',
      path: `${VIEWER_ASSETS_PATH}/:file`,
      access: 'public',
      doc: {
        tag: 'Operations',
        summary: "The reference viewer's files (Swagger UI and its start-up script)",
        parameters: [{ name: 'file', in: 'path', required: true, schema: { enum: Object.keys(VIEWER_ASSETS) } }],
        responses: { '200': { description: 'The file.', content: { 'text/css': {}, 'text/javascript': {}, 'image/png': {} } }, '404': error('NOT_FOUND: no such file.') },
      },
      handler: ({ req, res }) => {
        const name = String(req.params.file);
        const asset = Object.hasOwn(VIEWER_ASSETS, name) ? VIEWER_ASSETS[name] : undefined;
        if (!asset) throw new NotFound('No such file of the API reference viewer');
        // The viewer's files change only with the package's version, which a release pins.
        res.set('Cache-Control', `public, max-age=${ONE_DAY_SECONDS}`).type(asset.type);
        if ('body' in asset) return res.send(asset.body);
        return res.sendFile(asset.file);
      },
    }),
  ];
}
