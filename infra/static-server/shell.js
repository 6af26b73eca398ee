/**
 * What the shell's image adds to serving files: /config.json composed from the environment, each
 * page's document with its own metadata (404 for a path no remote declares) and, for a public page
 * the API renders ahead, its content, and the security headers of the site's documents.
 *
 * The composition is the API's own code (services/api/dist: the module `npm run config:compose`
 * runs, and the CSP of http/csp.ts), imported rather than run as the CLI per refresh: the page
 * catalog in memory re-reads the remotes' manifests every MANIFEST_REFRESH_SECONDS and keeps the
 * last good pages when a remote is unreachable, exactly as the one-URL server does. The shell image
 * ships that folder with @pdpl/contracts; nothing else of the API.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { accepts, vary } from './files.js';

/** The repository root here, /app in the image: services/api/dist and WEB_ROOT's default are found from it. */
const ROOT = new URL('../../', import.meta.url);

/** Helmet's defaults as the API sends them (services/api/src/http/security.ts), with the API's CSP. */
const DOCUMENT_HEADERS = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'Referrer-Policy': 'no-referrer',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Frame-Options': 'SAMEORIGIN',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
};

async function apiModule(relative) {
  const url = new URL(`services/api/dist/${relative}`, ROOT);
  try {
    return await import(url.href);
  } catch (err) {
    if (err.code !== 'ERR_MODULE_NOT_FOUND') throw err;
    throw new Error(`SHELL_MODE=true composes /config.json with the API's built modules, missing here: ${err.message}\n(build them with: npx nx run @pdpl/api:build; the shell image copies services/api/dist)`, { cause: err });
  }
}

/** Compressed as the API sends its documents (Brotli, else gzip), for a browser that accepts it. */
function encoded(req, res, body) {
  vary(res, 'Accept-Encoding');
  const acceptEncoding = req.headers['accept-encoding'];
  if (accepts(acceptEncoding, 'br')) {
    res.setHeader('Content-Encoding', 'br');
    return brotliCompressSync(body);
  }
  if (accepts(acceptEncoding, 'gzip')) {
    res.setHeader('Content-Encoding', 'gzip');
    return gzipSync(body);
  }
  return body;
}

/**
 * @param {Record<string, string | undefined>} env
 * @param {string} root the shell's dist folder
 * @param {{ warn: Function, error: Function }} logger
 */
export async function createShell(env, root, logger) {
  const { runtimeConfigComposer } = await apiModule('web/runtime-config-composer.js');
  const { allowInlineScript, cspDirectives, cspHeader, reportingEndpoints } = await apiModule('http/csp.js');
  const { chosenLanguageRedirect, pageDocument, pageHeadFor } = await apiModule('web/page-document.js');
  const { apiSnapshotSource } = await apiModule('web/prerender/snapshot-client.js');
  const { PRERENDER } = await import('@pdpl/contracts');
  const { publishedCompanyIdsFromApi, robotsTxt, SEO_CACHE_CONTROL, sitemapXml } = await apiModule('web/seo-documents.js');
  // The image never changes its files: the template and the takeover script are read once.
  const template = await readFile(path.join(root, 'index.html'), 'utf8');
  const takeover = await readFile(path.join(root, PRERENDER.takeoverScript), 'utf8').catch(() => null);
  // Bad settings, two remotes claiming one path or a malformed manifest stop the start, as in the API.
  const composer = runtimeConfigComposer(env, fileURLToPath(ROOT), logger);
  await composer.load();
  /** Canonical URLs name SITE_URL when set; else the origin the request came to (through the proxy). */
  const originOf = (req) => composer.siteUrl ?? `${req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http'}://${req.headers.host}`;
  const headers = {
    ...DOCUMENT_HEADERS,
    'Content-Security-Policy': cspHeader(cspDirectives(composer.runtime)),
    'Reporting-Endpoints': reportingEndpoints(composer.runtime),
  };
  // Public pages rendered ahead by the API, when it does that for this server (PRERENDER_ORIGIN).
  const snapshots = apiSnapshotSource(composer.runtime.apiBaseUrl, logger);
  return {
    /** Set on every response of the shell's server, as the API sets helmet's on all of its own. */
    headers,
    /** GET /config.json */
    async sendConfig(req, res) {
      const body = Buffer.from(JSON.stringify(await composer.current()));
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('ETag', etag);
      if (req.headers['if-none-match'] === etag) return res.writeHead(304).end();
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
    },
    /** GET /robots.txt and /sitemap.xml, as the one-URL server sends them; the sitemap's companies come from the API. */
    async sendSeo(req, res, pathname) {
      const { pages } = await composer.current();
      const origin = originOf(req);
      let body;
      if (pathname === '/robots.txt') body = robotsTxt(pages, origin);
      else {
        const companyIds = await publishedCompanyIdsFromApi(composer.runtime.apiBaseUrl).catch((err) => {
          logger.warn({ err }, 'The sitemap needs the index from the API, which did not answer');
          return null;
        });
        // A sitemap without the companies would tell crawlers their reports are gone: none at all instead.
        if (!companyIds) return res.writeHead(503, { 'Retry-After': '60', 'Content-Type': 'text/plain; charset=utf-8' }).end('The sitemap is unavailable; try again in a minute.');
        body = sitemapXml(pages, companyIds, origin);
      }
      const type = pathname === '/robots.txt' ? 'text/plain; charset=utf-8' : 'application/xml; charset=utf-8';
      const sent = encoded(req, res, Buffer.from(body));
      res.writeHead(200, { 'Content-Type': type, 'Cache-Control': SEO_CACHE_CONTROL, 'Content-Length': sent.length });
      res.end(req.method === 'HEAD' ? undefined : sent);
    },
    /**
     * A browser navigation to a page path: the shell's index.html with that page's title,
     * description, canonical URL and share tags and, for a public page the API rendered ahead, its
     * content, CSS and the takeover script (allowed by its hash).
     */
    async sendPage(req, res, pathname) {
      const { pages } = await composer.current();
      // The API's own browser, capturing the page, gets it unrendered.
      const capturing = req.headers[PRERENDER.requestHeader] === '1';
      const chosen = capturing ? null : chosenLanguageRedirect(pathname, req.headers.cookie);
      if (chosen) return res.writeHead(302, { Location: chosen, 'Cache-Control': 'no-cache', Vary: 'Cookie' }).end();
      const snapshot = capturing || !takeover ? null : await snapshots.forPage(pages, pathname);
      const { head, found } = pageHeadFor(pages, pathname, originOf(req), snapshot);
      if (snapshot) allowInlineScript(res, takeover);
      const document = pageDocument(template, head, { snapshot, takeover: snapshot ? takeover : null, capturing });
      const body = encoded(req, res, Buffer.from(document));
      res.writeHead(found ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
    },
  };
}
