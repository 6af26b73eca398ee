import type { Request, Response } from 'express';
import { API_PATHS, applyListQuery, companyPageQuerySchema, indexEditionQuerySchema, listQueryOf, listQueryParams } from '@pdpl/contracts';
import type { Knex } from 'knex';
import { PUBLIC_READ_CACHE_CONTROL } from '../../http/cache-control.js';
import { encodeBody, encodeJson, sendEncoded, sendEncodedJson, type EncodedJson } from '@pdpl/web';
import { localeOf } from '../../i18n/contract-texts.js';
import { route, type RouteDeclaration, type RouteDoc } from '../../http/route.js';
import { createReadCache } from './read-cache.js';
import { publicationVersion } from './repository.js';
import { getCompanyBadge, getCompanyDetails, getCompanyList, getCompanyReport, getIndexSummary } from './service.js';
import { error, ok, ref } from '../../docs/openapi-parts.js';

/**
 * Public index data, revalidated by ETag (a matching If-None-Match gets 304) and cacheable for a
 * few seconds, instead of the spec's timestamp cache-buster. The cache keeps each read serialised and
 * compressed, so a burst of visitors costs one query set and one compression.
 */

const CACHEABLE = 'Cache-Control: public, max-age=5, with an ETag (If-None-Match answers 304).';
const NO_COMPANY = error('NOT_FOUND: no such company in the edition, or no published edition of that month.');
const NO_EDITION = error('NOT_FOUND: no published edition of that month (a draft or withdrawn one is not public).');

function sendCacheable(req: Request, res: Response, json: EncodedJson): void {
  res.set('Cache-Control', PUBLIC_READ_CACHE_CONTROL);
  sendEncodedJson(req, res, json);
}

export function indexRoutes(db: Knex, cacheTtlMs: number): RouteDeclaration[] {
  const readCache = createReadCache({ ttlMs: cacheTtlMs, version: () => publicationVersion(db) });
  /** A public read of `key` in the edition the query names (else the current one), served from the cache. */
  const read = (path: string, doc: RouteDoc, key: (req: Request) => string, load: (req: Request, month: string | undefined) => Promise<unknown>) =>
    route({
      method: 'get',
      path,
      access: 'public',
      query: indexEditionQuerySchema,
      doc: {
        ...doc,
        summary: `${doc.summary} ${CACHEABLE}`,
        parameters: [{ name: 'edition', in: 'query', description: 'The month (YYYY-MM) of a published edition to read; without it, the current edition.' }],
      },
      handler: async ({ req, res, query }) =>
        sendCacheable(req, res, await readCache(`${key(req)}@${query.edition ?? 'current'}`, async () => encodeJson(await load(req, query.edition)))),
    });
  const id = (req: Request) => String(req.params.id);
  return [
    read(
      API_PATHS.companies,
      { tag: 'Index', summary: 'Companies of an edition, best first.', responses: { '200': ok('The list.', ref('CompanyList')), '404': NO_EDITION } },
      () => 'list',
      (_req, month) => getCompanyList(db, month),
    ),
    route({
      method: 'get',
      path: API_PATHS.companyPage,
      access: 'public',
      query: companyPageQuerySchema,
      doc: {
        tag: 'Index',
        summary: `One page of an edition's list (20 companies, each with its overall rank), searched by name in either language and sorted. ${CACHEABLE}`,
        parameters: [
          { name: 'edition', in: 'query', description: 'The month (YYYY-MM) of a published edition to read; without it, the current edition.' },
          { name: 'q', in: 'query', description: 'Part of the name, in English or Arabic, whatever the case (at most 200 characters).' },
          { name: 'sort', in: 'query', description: 'The column: companyName, sector, score (the default, with dir=desc) or change.' },
          { name: 'dir', in: 'query', description: 'asc or desc.' },
          { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 }, description: 'From 1; one past the last gives the last.' },
        ],
        responses: { '200': ok('The page.', ref('CompanyPage')), '422': error('VALIDATION_FAILED: a parameter out of range, with the field named.'), '404': NO_EDITION },
      },
      handler: async ({ req, res, query }) => {
        const edition = query.edition ?? 'current';
        const list = listQueryOf(query);
        const page = await readCache(`page:${new URLSearchParams(listQueryParams(list))}@${edition}`, async () => {
          // The whole list once per edition in the cache: a burst of searches costs one query set.
          const all = await readCache(`list-rows@${edition}`, () => getCompanyList(db, query.edition));
          return encodeJson(applyListQuery(all.records, list, all.edition));
        });
        sendCacheable(req, res, page);
      },
    }),
    read(
      API_PATHS.indexSummary,
      { tag: 'Index', summary: 'Summary of an edition.', responses: { '200': ok('The summary.', ref('IndexSummary')), '404': NO_EDITION } },
      () => 'summary',
      (_req, month) => getIndexSummary(db, month),
    ),
    read(
      `${API_PATHS.companies}/:id`,
      { tag: 'Index', summary: "One company's report with its ranks and sector ranking.", responses: { '200': ok('The report.', ref('CompanyReport')), '404': NO_COMPANY } },
      (req) => `company:${id(req)}`,
      (req, month) => getCompanyReport(db, id(req), month),
    ),
    read(
      `${API_PATHS.companies}/:id/details`,
      { tag: 'Index', summary: 'The 19 detailed sections in the fixed display order.', responses: { '200': ok('The sections.', ref('CompanyDetails')), '404': NO_COMPANY } },
      (req) => `details:${id(req)}`,
      (req, month) => getCompanyDetails(db, id(req), month),
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
