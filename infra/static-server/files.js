/**
 * Files of a built front-end, sent as a CDN with precompressed objects would: the .br / .gz copy the
 * build wrote beside a JS, CSS or SVG file (libs/precompress.vite.js) when the browser accepts it,
 * the cache policy shared with the API (@pdpl/contracts' built web/cache-policy.js: no runtime imports, so no packages are needed), ETag / 304.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { cacheControlFor } from '../../libs/contracts/dist/web/cache-policy.js';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
/** Our preference, as the API's (http/content-encoding.ts): browsers list gzip first with equal weight. */
const COPIES = [
  ['br', '.br'],
  ['gzip', '.gz'],
];
/** The federation build's stats name every library and version: useful to an attacker, not to a browser. */
const NEVER_SERVED = new Set(['mf-stats.json']);

/**
 * The file a URL path names inside root, or null when it would leave root, names a dotfile
 * (as express.static ignores them) or the build stats.
 * @param {string} root absolute
 * @param {string} urlPath
 */
export function resolveFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const relative = path.posix.normalize(`/${decoded}`).slice(1);
  if (relative.split('/').some((segment) => segment.startsWith('.'))) return null;
  if (NEVER_SERVED.has(path.posix.basename(relative))) return null;
  const file = path.join(root, relative);
  return file.startsWith(root + path.sep) ? { file, relative } : null;
}

/** Adds a field to the response's Vary header (one header line, as caches read it most reliably). */
export function vary(res, field) {
  const current = res.getHeader('Vary');
  res.setHeader('Vary', current ? `${current}, ${field}` : field);
}

/** Whether an Accept-Encoding header accepts a coding (q > 0, listed or by `*`). */
export function accepts(header, coding) {
  const weights = new Map();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';').map((p) => p.trim());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  return (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
}

async function fileInfo(file) {
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? info : null;
}

/**
 * Sends the file if it exists; false when it does not (the caller answers).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ file: string, relative: string }} target
 */
export async function sendFile(req, res, target) {
  const original = await fileInfo(target.file);
  if (!original) return false;
  let sent = { file: target.file, info: original, encoding: null };
  let hasCopies = false;
  for (const [encoding, suffix] of COPIES) {
    const info = await fileInfo(target.file + suffix);
    // A copy older than its original (a file edited after the build) is ignored.
    if (!info || info.mtimeMs < original.mtimeMs) continue;
    hasCopies = true;
    if (!sent.encoding && accepts(req.headers['accept-encoding'], encoding)) sent = { file: target.file + suffix, info, encoding };
  }
  // The answer depends on Accept-Encoding whether or not a copy is chosen: caches must know.
  if (hasCopies) vary(res, 'Accept-Encoding');
  if (sent.encoding) res.setHeader('Content-Encoding', sent.encoding);
  res.setHeader('Content-Type', TYPES[path.extname(target.file).toLowerCase()] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', cacheControlFor(target.relative) ?? 'public, max-age=0');
  res.setHeader('Last-Modified', original.mtime.toUTCString());
  const etag = `"${sent.encoding ?? 'identity'}-${sent.info.size.toString(36)}-${Math.trunc(sent.info.mtimeMs).toString(36)}"`;
  res.setHeader('ETag', etag);
  if ((req.headers['if-none-match'] ?? '').split(',').some((tag) => tag.trim() === etag)) {
    res.writeHead(304).end();
    return true;
  }
  res.setHeader('Content-Length', sent.info.size);
  if (req.method === 'HEAD') {
    res.writeHead(200).end();
    return true;
  }
  res.writeHead(200);
  await new Promise((resolve, reject) => createReadStream(sent.file).on('error', reject).pipe(res).on('finish', resolve).on('close', resolve));
  return true;
}
