/**
 * The static file server of every front-end image (infra/docker/static.Dockerfile), and of the
 * multi-origin e2e test, so files are tested exactly as they are served. Node built-ins only.
 *
 * Environment: STATIC_ROOT (the dist folder, required), PORT (8080), HOST (0.0.0.0), CORS_ORIGINS
 * (origins allowed to load the files, or *), SHELL_MODE (true for the shell: page paths answer
 * index.html with their page's metadata, and a public page's content when the API renders it ahead
 * (PRERENDER_ORIGIN on the API), SITE_URL naming the canonical origin if set; /config.json
 * is composed from REMOTE_*_URL, API_BASE_URL, ANALYTICS_ID and MANIFEST_REFRESH_SECONDS;
 * documents carry the site's CSP). GET /healthz answers 200 ok.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { resolveFile, sendFile, vary } from './files.js';
import { readSettings } from './settings.js';

const log = (level) => (fields, msg) => {
  const line = typeof fields === 'string' ? { msg: fields } : { ...fields, msg, err: fields?.err?.message };
  process.stdout.write(`${JSON.stringify({ level, time: new Date().toISOString(), ...line })}\n`);
};
const logger = { info: log('info'), warn: log('warn'), error: log('error') };

function fail(err) {
  process.stderr.write(`${err.message}\n`);
  process.exit(1);
}

const settings = (() => {
  try {
    return readSettings(process.env);
  } catch (err) {
    return fail(err);
  }
})();
const shell = settings.shellMode ? await import('./shell.js').then(({ createShell }) => createShell(process.env, settings.root, logger)).catch(fail) : null;

/** CORS for the listed origins (a remote's files are loaded as modules by the shell's origin). */
function corsHeaders(req, res) {
  const { corsOrigins } = settings;
  if (corsOrigins === '*') res.setHeader('Access-Control-Allow-Origin', '*');
  else if (corsOrigins.length > 0) {
    vary(res, 'Origin');
    if (corsOrigins.includes(req.headers.origin)) res.setHeader('Access-Control-Allow-Origin', req.headers.origin);
  }
  // Files other origins may load must say so; otherwise they stay this origin's (as the API's).
  res.setHeader('Cross-Origin-Resource-Policy', corsOrigins.length > 0 ? 'cross-origin' : 'same-origin');
}

function notFound(res) {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end('Not found');
}

async function handle(req, res) {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  if (pathname === '/healthz') return res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('ok');
  if (req.method !== 'GET' && req.method !== 'HEAD') return res.writeHead(405, { Allow: 'GET, HEAD' }).end();
  res.setHeader('X-Content-Type-Options', 'nosniff');
  corsHeaders(req, res);
  if (shell) {
    for (const [name, value] of Object.entries(shell.headers)) res.setHeader(name, value);
    if (pathname === '/config.json') return shell.sendConfig(req, res);
    if (pathname === '/robots.txt' || pathname === '/sitemap.xml') return shell.sendSeo(req, res, pathname);
  }
  const target = resolveFile(settings.root, pathname);
  if (target && (await sendFile(req, res, target))) return;
  // A page path (a browser navigation, not a file): its document; the shell routes it in the browser.
  if (shell && (req.headers.accept ?? '').includes('text/html')) return shell.sendPage(req, res, pathname);
  notFound(res);
}

const server = createServer((req, res) => {
  handle(req, res).catch((err) => {
    logger.error({ err, url: req.url }, 'Request failed');
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal error');
    else res.destroy();
  });
});
server.listen(settings.port, settings.host, () => {
  const { port } = server.address();
  logger.info({ root: settings.root, port, shellMode: settings.shellMode, corsOrigins: settings.corsOrigins }, `Serving ${path.basename(path.dirname(settings.root))} on ${settings.host}:${port}`);
});

// Orchestrators stop containers with SIGTERM: finish the requests under way, then exit.
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  });
}
