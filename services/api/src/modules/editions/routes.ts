/**
 * Index analysts (and admins) import, preview, publish and withdraw editions (access 'analyst': state
 * changes CSRF-checked). The open data of published editions is public.
 */
import type { IncomingMessage } from 'node:http';
import express, { type Request, type RequestHandler } from 'express';
import { stringify } from 'csv-stringify/sync';
import type { Knex } from 'knex';
import {
  API_ERROR_CODES,
  API_PATHS,
  EDITION_COLUMN_NAMES,
  EDITION_ERROR_CODES,
  EDITION_EXAMPLE_ROW,
  EDITION_FILE_MAX_BYTES,
  isEditionMonth,
  type EditionAuditResponse,
  type EditionPublishResponse,
  type EditionResponse,
  type EditionListResponse,
} from '@pdpl/contracts';
import { error, month, object, ok, ref, str } from '../../docs/openapi-parts.js';
import { InvalidRequest } from '../../domain/errors.js';
import { badRequest, HttpError } from '../../http/errors.js';
import { privateRead, route, type RouteDeclaration, type RouteDoc } from '../../http/route.js';
import { openDataRoutes } from './open-data-routes.js';
import { previewEdition } from './preview.js';
import { listAudit, listEditions, type EditionActor } from './repository.js';
import { importEdition, publishEdition, withdrawEdition } from './service.js';

const AUDIT_LIMIT = 200;
const FILE_TYPES = { 'text/csv': 'csv', 'application/json': 'json' } as const;
const MAX_MB = EDITION_FILE_MAX_BYTES / (1024 * 1024);

const TAG = 'Index editions';
const EDITION_ID = [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }];
const NOT_AN_ID = error('BAD_REQUEST: not an edition id.');
const edition = ref('IndexEdition');

const doc = (summary: string, responses: RouteDoc['responses'], rest: Partial<RouteDoc> = {}): RouteDoc => ({ tag: TAG, summary, responses, ...rest });

const samePath = (url: string, path: string) => url.split('?')[0]!.replace(/\/+$/, '').toLowerCase() === path;

/**
 * The type test of the app-wide JSON parser (100 kB): it leaves edition imports alone, whose route
 * reads up to EDITION_FILE_MAX_BYTES itself, after the role check.
 */
export const appJsonBodyType = (req: IncomingMessage): boolean => {
  const request = req as Request;
  return Boolean(request.is('application/json')) && !samePath(request.originalUrl, API_PATHS.adminIndexEditionImport);
};

const fileBody = express.text({ type: Object.keys(FILE_TYPES), limit: EDITION_FILE_MAX_BYTES });

/** The file as text, with a clear 413 past the cap; the month is checked first so a bad call reads no body. */
const readEditionBody: RequestHandler = (req, res, next) => {
  if (!isEditionMonth(req.query.month)) {
    next(badRequest('Give the edition month as ?month=YYYY-MM'));
    return;
  }
  fileBody(req, res, (err?: unknown) => {
    if ((err as { type?: string } | undefined)?.type === 'entity.too.large') {
      next(new HttpError(413, API_ERROR_CODES.payloadTooLarge, `The file is larger than ${MAX_MB} MB: split the edition or shorten its texts.`));
    } else if (err) next(err);
    else if (typeof req.body !== 'string') next(new HttpError(415, EDITION_ERROR_CODES.unsupportedType, 'Send the file as text/csv or application/json.'));
    else next();
  });
};

const actorOf = (req: Request): EditionActor => ({ id: req.user!.id, label: req.user!.email });

function editionId(req: Request): number {
  const id = Number(req.params.id);
  if (!/^\d{1,9}$/.test(String(req.params.id)) || id < 1) throw new InvalidRequest('Edition ids are whole numbers');
  return id;
}

export function editionRoutes(db: Knex): RouteDeclaration[] {
  return [
    privateRead(
      API_PATHS.adminIndexEditions,
      'analyst',
      doc('Every edition (draft, published, withdrawn), newest month first.', { '200': ok('The editions.', object({ editions: { type: 'array', items: edition } })) }),
      async (): Promise<EditionListResponse> => ({ editions: await listEditions(db) }),
    ),
    route({
      method: 'get',
      path: API_PATHS.adminIndexEditionTemplate,
      access: 'analyst',
      doc: doc('The CSV template: the header (every column) and one example row.', { '200': { description: 'The template.', content: { 'text/csv': {} } } }),
      handler: ({ res }) => {
        res.set({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="pdpl-index-edition-template.csv"', 'Cache-Control': 'no-store' });
        res.send(`\uFEFF${stringify([[...EDITION_COLUMN_NAMES], [...EDITION_EXAMPLE_ROW]])}`);
      },
    }),
    privateRead(
      API_PATHS.adminIndexEditionAudit,
      'analyst',
      doc('Imports, publications and withdrawals (who, when, edition, companies), newest first.', { '200': { description: 'The entries.' } }),
      async (): Promise<EditionAuditResponse> => ({ entries: await listAudit(db, AUDIT_LIMIT) }),
    ),
    route({
      method: 'post',
      path: API_PATHS.adminIndexEditionImport,
      access: 'analyst',
      doc: doc(
        `Validate an edition file (at most ${MAX_MB} MB) and store it as a draft; nothing public changes.`,
        {
          '201': ok('The draft.', object({ edition })),
          '400': error('BAD_REQUEST: no ?month=YYYY-MM.'),
          '413': error('PAYLOAD_TOO_LARGE: the file is over the limit.'),
          '415': error('UNSUPPORTED_MEDIA_TYPE: neither text/csv nor application/json.'),
          '422': ok(
            'VALIDATION_FAILED: nothing was imported; `rows` lists every error, e.g. "row 17, column dataRetentionPeriod: 140 is above 100" (the header is row 1).',
            ref('EditionFileErrors'),
          ),
        },
        {
          // The file is read by the route itself (readEditionBody), so its month is a plain query parameter.
          parameters: [{ name: 'month', in: 'query', required: true, schema: month }],
          requestBody: { required: true, content: { 'text/csv': { schema: str }, 'application/json': { schema: { type: 'array', items: ref('EditionFileRow') } } } },
        },
      ),
      before: [readEditionBody],
      handler: async ({ req, res }) => {
        const format = FILE_TYPES[req.is(Object.keys(FILE_TYPES)) as keyof typeof FILE_TYPES];
        const edition = await importEdition(db, { text: req.body as string, format, month: String(req.query.month), actor: actorOf(req) });
        const body: EditionResponse = { edition };
        res.status(201).json(body);
      },
    }),
    privateRead(
      '/api/admin/index/editions/:id/preview',
      'analyst',
      doc(
        'A draft against the current published edition: added and removed companies, the 10 largest score changes, sector averages, the first page of the public list.',
        { '200': { description: 'The preview.' }, '400': NOT_AN_ID, '404': error('NOT_FOUND.') },
        { parameters: EDITION_ID },
      ),
      ({ req }) => previewEdition(db, editionId(req)),
    ),
    route({
      method: 'post',
      path: '/api/admin/index/editions/:id/publish',
      access: 'analyst',
      doc: doc(
        'Publish a draft; a published edition of the same month is withdrawn in the same transaction.',
        {
          '200': ok('Published.', object({ edition, replaced: { oneOf: [edition, { type: 'null' }] } })),
          '400': NOT_AN_ID,
          '404': error('NOT_FOUND.'),
          '409': error('EDITION_NOT_DRAFT.'),
        },
        { parameters: EDITION_ID },
      ),
      handler: async ({ req, res }) => {
        const body: EditionPublishResponse = await publishEdition(db, editionId(req), actorOf(req));
        res.json(body);
      },
    }),
    route({
      method: 'post',
      path: '/api/admin/index/editions/:id/withdraw',
      access: 'analyst',
      doc: doc(
        'Withdraw a published edition; the newest other published edition is current again.',
        { '200': ok('Withdrawn.', object({ edition })), '400': NOT_AN_ID, '404': error('NOT_FOUND.'), '409': error('EDITION_NOT_PUBLISHED.') },
        { parameters: EDITION_ID },
      ),
      handler: async ({ req, res }) => {
        const body: EditionResponse = { edition: await withdrawEdition(db, editionId(req), actorOf(req)) };
        res.json(body);
      },
    }),
    ...openDataRoutes(db),
  ];
}
