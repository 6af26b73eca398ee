/**
 * Serves the .br / .gz copies the front-end builds write beside each JS, CSS and SVG file
 * (libs/precompress.vite.js) to browsers that accept them; everything else falls through to the
 * plain static handler. A copy older than its original (a file edited after the build) is ignored.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler, Response } from 'express';
import { preferredEncoding, type Encoding } from '../http/content-encoding.js';

const SUFFIXES: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

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
 * @param setHeaders sets the original file's headers (cache policy, CORS) on the response
 */
export function precompressedFiles(root: string, setHeaders: (res: Response, originalPath: string) => void): RequestHandler {
  const absoluteRoot = path.resolve(root);
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = fileFor(absoluteRoot, req.path);
    if (!file) return next();
    const original = await mtimeOf(file);
    if (original === null) return next();
    const available: Encoding[] = [];
    for (const [encoding, suffix] of Object.entries(SUFFIXES) as [Encoding, string][]) {
      const copy = await mtimeOf(file + suffix);
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
    res.sendFile(path.relative(absoluteRoot, file) + SUFFIXES[encoding], { root: absoluteRoot, cacheControl: false }, (err) => {
      if (err) next(err);
    });
  };
}
