/**
 * A built front-end's files, as a CDN with precompressed objects would send them: the .br / .gz
 * copy the build wrote beside a JS, CSS or SVG file (libs/precompress.vite.js) to a browser that
 * accepts it, the cache policy of @pdpl/contracts, ETag / 304 (serve-static), dotfiles and the
 * federation build's stats never.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { cacheControlFor } from '@pdpl/contracts';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import type { CorsPolicy } from './settings/static-server.js';

export type Encoding = 'br' | 'gzip';
/** Every encoding sent, in our order of preference. */
export const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];
const SUFFIXES: Record<Encoding, string> = { br: '.br', gzip: '.gz' };
/** The federation build's stats name every library and version: useful to an attacker, not to a browser. */
const BUILD_STATS_FILE = 'mf-stats.json';

/**
 * Our preference among `available` that the browser accepts. Browsers list gzip before br with
 * equal weight, so letting their order decide would never pick Brotli.
 */
export function preferredEncoding(req: Request, available: readonly Encoding[]): Encoding | null {
  return ENCODINGS.find((e) => available.includes(e) && req.acceptsEncodings(e) === e) ?? null;
}

export function notFound(_req: Request, res: Response): void {
  res.status(404).set('Cache-Control', 'no-cache').type('text/plain').send('Not found');
}

/**
 * CORS for files other origins load (a remote's, by the shell's pages): '*' or the listed origins,
 * and the resource policy that lets them; nothing for an empty list (this origin only).
 */
export function corsFor(policy: CorsPolicy): RequestHandler {
  const listed = new Set(policy === '*' ? [] : policy);
  return (req, res, next) => {
    if (policy === '*') res.setHeader('Access-Control-Allow-Origin', '*');
    else if (listed.size > 0) {
      res.vary('Origin');
      const origin = req.headers.origin;
      if (origin && listed.has(origin)) res.setHeader('Access-Control-Allow-Origin', origin);
    }
    if (policy === '*' || listed.size > 0) res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    next();
  };
}

async function mtimeOf(file: string): Promise<number | null> {
  try {
    const info = await stat(file);
    return info.isFile() ? info.mtimeMs : null;
  } catch {
    return null;
  }
}

/** The file a URL path names inside root, or null when it would leave root. */
function fileFor(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.join(root, path.normalize(decoded));
  return file.startsWith(root + path.sep) ? file : null;
}

/**
 * The .br / .gz copy of a file for a browser that accepts it; everything else falls through to
 * serve-static. A copy older than its original (a file edited after the build) is ignored.
 * @param setHeaders sets the original file's headers (its cache policy) on the response
 */
function precompressedFiles(root: string, setHeaders: (res: Response, originalPath: string) => void): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = fileFor(root, req.path);
    if (!file) return next();
    const original = await mtimeOf(file);
    if (original === null) return next();
    const available: Encoding[] = [];
    for (const encoding of ENCODINGS) {
      const copy = await mtimeOf(file + SUFFIXES[encoding]);
      if (copy !== null && copy >= original) available.push(encoding);
    }
    if (available.length === 0) return next();
    // The answer depends on Accept-Encoding whether or not a copy is chosen: caches must know.
    res.vary('Accept-Encoding');
    const encoding = preferredEncoding(req, available);
    if (!encoding) return next();
    res.type(path.extname(file));
    res.setHeader('Content-Encoding', encoding);
    setHeaders(res, file);
    // Relative to root, so the dotfile rule (ignore, as express.static) applies only inside it.
    res.sendFile(path.relative(root, file) + SUFFIXES[encoding], { root, cacheControl: false }, (err) => {
      if (err) next(err);
    });
  };
}

/** The files of one dist folder; a path that names none falls through (to a page, or a 404). */
export function staticFiles(root: string): Router {
  const absoluteRoot = path.resolve(root);
  const setHeaders = (res: Response, filePath: string) => {
    const cacheControl = cacheControlFor(path.relative(absoluteRoot, filePath));
    if (cacheControl) res.setHeader('Cache-Control', cacheControl);
  };
  const router = Router();
  router.use((req, res, next) => {
    if (path.posix.basename(req.path) === BUILD_STATS_FILE) notFound(req, res);
    else next();
  });
  router.use(precompressedFiles(absoluteRoot, setHeaders));
  router.use(express.static(absoluteRoot, { index: false, redirect: false, fallthrough: true, setHeaders }));
  return router;
}
