/**
 * Serves the built front-ends on the API's own origin, so the whole site runs on one URL:
 * the shell at / (with an SPA fallback to its index.html) and each remote at /remotes/<dir>/.
 * A missing dist folder is logged, never fatal.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type RequestHandler, type Response } from 'express';
import { REMOTE_DIRS, REMOTE_NAMES } from '@pdpl/contracts';
import type { Logger } from '../logger.js';
import { NO_CACHE, cacheControlFor } from './cache-policy.js';
import { precompressedFiles } from './precompressed.js';

const BUILD_STATS_FILE = 'mf-stats.json';

const NOT_BUILT_MESSAGE =
  'The web front-end has not been built yet. Run `npm run build` at the repository root, then reload.';

function staticFiles(root: string, extraHeaders: Record<string, string> = {}): RequestHandler[] {
  const setHeaders = (res: Response, filePath: string) => {
    for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
    const cacheControl = cacheControlFor(path.relative(root, filePath));
    if (cacheControl) res.setHeader('Cache-Control', cacheControl);
  };
  return [
    precompressedFiles(root, setHeaders),
    express.static(root, { index: false, redirect: false, fallthrough: true, setHeaders }),
  ];
}

/** Remote files are loaded by shells on other origins too: open CORS, cross-origin resource policy. */
function remoteRoutes(webRoot: string, logger: Logger): Router {
  const router = Router();
  for (const name of REMOTE_NAMES) {
    const dir = REMOTE_DIRS[name];
    const dist = path.join(webRoot, dir, 'dist');
    if (!existsSync(dist)) logger.warn({ dist }, `Remote ${dir} is not built; /remotes/${dir}/ answers 404`);
    router.use(
      `/remotes/${dir}`,
      staticFiles(dist, { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' }),
    );
  }
  router.use('/remotes', (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return router;
}

function wantsHtml(accept: string | undefined): boolean {
  return (accept ?? '').includes('text/html');
}

/** Any other GET from a browser navigation gets the shell's index.html; the shell routes it. */
function spaFallback(shellDist: string): RequestHandler {
  const indexHtml = path.join(shellDist, 'index.html');
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !wantsHtml(req.headers.accept)) {
      next();
      return;
    }
    if (!existsSync(indexHtml)) {
      res.status(503).set('Cache-Control', 'no-store').type('text/plain').send(NOT_BUILT_MESSAGE);
      return;
    }
    res.set('Cache-Control', NO_CACHE);
    res.sendFile(indexHtml, { cacheControl: false }, (err) => {
      if (err) next(err);
    });
  };
}

/** Mounted after the /api routes; /api is never reached here. */
export function webRoutes(webRoot: string, logger: Logger): Router {
  const shellDist = path.join(webRoot, 'shell', 'dist');
  if (!existsSync(path.join(shellDist, 'index.html'))) {
    logger.warn({ shellDist }, 'The shell is not built; pages answer 503 until `npm run build` is run');
  }
  const router = Router();
  // The federation build's stats name every library and version: useful to an attacker, not to a browser.
  router.use((req, res, next) => {
    if (path.posix.basename(req.path) === BUILD_STATS_FILE) res.status(404).type('text/plain').send('Not found');
    else next();
  });
  router.use(remoteRoutes(webRoot, logger));
  router.use(staticFiles(shellDist));
  router.use(spaFallback(shellDist));
  return router;
}
