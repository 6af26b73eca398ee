/**
 * The API reference as people read it: Swagger UI (swagger-ui-dist, served by us, no CDN) over the
 * generated OpenAPI document. Its page, styles and scripts are files of ours under the site's CSP:
 * no inline script (the start-up script is a file too), and no validator badge (it would call
 * validator.swagger.io).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { API_PATHS } from '@pdpl/contracts';

const require = createRequire(import.meta.url);
const SWAGGER_UI = path.dirname(require.resolve('swagger-ui-dist/package.json'));

export const VIEWER_ASSETS_PATH = `${API_PATHS.docs}/assets`;

const START = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(API_PATHS.docs)},
  dom_id: '#reference',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
  validatorUrl: null,
});
`;

/** The viewer's files by name: one of swagger-ui-dist's, or our start-up script. */
export const VIEWER_ASSETS: Record<string, { type: string } & ({ file: string } | { body: string })> = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', file: path.join(SWAGGER_UI, 'swagger-ui.css') },
  'swagger-ui-bundle.js': { type: 'text/javascript; charset=utf-8', file: path.join(SWAGGER_UI, 'swagger-ui-bundle.js') },
  'favicon-32x32.png': { type: 'image/png', file: path.join(SWAGGER_UI, 'favicon-32x32.png') },
  'start.js': { type: 'text/javascript; charset=utf-8', body: START },
};

export function viewerPage(title: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<link rel="icon" type="image/png" href="${VIEWER_ASSETS_PATH}/favicon-32x32.png">
<link rel="stylesheet" href="${VIEWER_ASSETS_PATH}/swagger-ui.css">
</head>
<body>
<main id="reference"></main>
<script src="${VIEWER_ASSETS_PATH}/swagger-ui-bundle.js"></script>
<script src="${VIEWER_ASSETS_PATH}/start.js"></script>
</body>
</html>
`;
}
