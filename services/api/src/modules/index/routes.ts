import type { Request, Response } from 'express';
import { API_PATHS } from '@pdpl/contracts';
import type { Knex } from 'knex';
import { PUBLIC_READ_CACHE_CONTROL } from '../../http/cache-control.js';
import { encodeBody, encodeJson, sendEncoded, sendEncodedJson, type EncodedJson } from '../../http/content-encoding.js';
import { localeOf } from '../../i18n/contract-texts.js';
import { route, type RouteDeclaration, type RouteDoc } from '../../http/route.js';
import { createReadCache } from './read-cache.js';
import { publicationVersion } from './repository.js';
import { getCompanyBadge, getCompanyDetails, getCompanyReport, getIndexSummary, getLatestCompanyList } from './service.js';
import { error, ok, ref } from '../../docs/openapi-parts.js';

/**
 * Public index data, revalidated by ETag (a matching If-None-Match gets 304) and cacheable for a
 * few seconds, instead of the spec's timestamp cache-buster. The cache keeps each read serialised and
 * compressed, so a burst of visitors costs one query set and one compression.
 */

const CACHEABLE = 'Cache-Control: public, max-age=5, with an ETag (If-None-Match answers 304).';
const NO_COMPANY = error('NOT_FOUND: no such company in the index.');

function sendCacheable(req: Request, res: Response, json: EncodedJson): void {
  res.set('Cache-Control', PUBLIC_READ_CACHE_CONTROL);
  sendEncodedJson(req, res, json);
}

export function indexRoutes(db: Knex, cacheTtlMs: number): RouteDeclaration[] {
  const readCache = createReadCache({ ttlMs: cacheTtlMs, version: () => publicationVersion(db) });
  /** A public read of `key`, served from the cache. */
  const read = (path: string, doc: RouteDoc, key: (req: Request) => string, load: (req: Request) => Promise<unknown>) =>
    route({
      method: 'get',
      path,
      access: 'public',
      doc: { ...doc, summary: `${doc.summary} ${CACHEABLE}` },
      handler: async ({ req, res }) => sendCacheable(req, res, await readCache(key(req), async () => encodeJson(await load(req)))),
    });
  const id = (req: Request) => String(req.params.id);
  return [
    read(
      API_PATHS.companies,
      { tag: 'Index', summary: 'Companies of the latest edition, best first.', responses: { '200': ok('The list.', ref('CompanyList')) } },
      () => 'list',
      () => getLatestCompanyList(db),
    ),
    read(
      API_PATHS.indexSummary,
      { tag: 'Index', summary: 'Summary of the latest edition.', responses: { '200': ok('The summary.', ref('IndexSummary')) } },
      () => 'summary',
      () => getIndexSummary(db),
    ),
    read(
      `${API_PATHS.companies}/:id`,
      { tag: 'Index', summary: "One company's report with its ranks and sector ranking.", responses: { '200': ok('The report.', ref('CompanyReport')), '404': NO_COMPANY } },
      (req) => `company:${id(req)}`,
      (req) => getCompanyReport(db, id(req)),
    ),
    read(
      `${API_PATHS.companies}/:id/details`,
      { tag: 'Index', summary: 'The 19 detailed sections in the fixed display order.', responses: { '200': ok('The sections.', ref('CompanyDetails')), '404': NO_COMPANY } },
      (req) => `details:${id(req)}`,
      (req) => getCompanyDetails(db, id(req)),
    ),
    route({
      method: 'get',
      path: `${API_PATHS.companies}/:id/badge.svg`,
      access: 'public',
      doc: {
        tag: 'Index',
        summary:
          "The company's score badge to embed on other sites: an SVG image (role=\"img\" with a <title>) showing the score, the edition month " +
          `and the score's band colour, for companies of the current edition. ?locale=ar for Arabic. ${CACHEABLE} Any site may embed it ` +
          '(Cross-Origin-Resource-Policy: cross-origin).',
        parameters: [{ name: 'locale', in: 'query', required: false, schema: { type: 'string', enum: ['en', 'ar'] }, description: 'The language of the texts; English by default.' }],
        responses: { '200': { description: 'The badge.', content: { 'image/svg+xml': {} } }, '404': NO_COMPANY },
      },
      handler: async ({ req, res }) => {
        const locale = localeOf(req.query);
        const svg = await readCache(`badge:${locale}:${id(req)}`, async () => encodeBody(Buffer.from(await getCompanyBadge(db, id(req), locale))));
        res.set({ 'Cache-Control': PUBLIC_READ_CACHE_CONTROL, 'Cross-Origin-Resource-Policy': 'cross-origin' });
        sendEncoded(req, res, svg, 'image/svg+xml');
      },
    }),
  ];
}
