/** The index editions' part of the OpenAPI document: analysts' import and publishing, and the open data. */
import { API_PATHS, EDITION_COLUMNS, EDITION_FILE_MAX_BYTES, EDITION_STATUSES, OPEN_DATA_LICENCE } from '@pdpl/contracts';
import type { JsonSchema } from './json-schema.js';
import { ADMIN_ERRORS, error, json, nullable, object, ok, str } from './openapi-parts.js';

/** Operations open to index analysts as well as admins (the fuzz test reads this to know who may call). */
const ANALYSTS = { 'x-roles': ['analyst', 'admin'] };
const TAGS = ['Index editions'];
const MONTH = { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' };
const ID = [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }];
const int = { type: 'integer' };

const edition = object({
  id: int,
  month: MONTH,
  status: { enum: [...EDITION_STATUSES] },
  isSample: { type: 'boolean' },
  companyCount: int,
  createdBy: nullable('string'),
  createdAt: str,
  publishedBy: nullable('string'),
  publishedAt: nullable('string'),
  withdrawnBy: nullable('string'),
  withdrawnAt: nullable('string'),
});

/** One edition file row: the flat columns of EDITION_COLUMNS. */
const fileRow: JsonSchema = {
  type: 'object',
  properties: Object.fromEntries(EDITION_COLUMNS.map((c) => [c.name, c.kind === 'score' ? { type: ['number', 'string'], description: c.description } : { type: 'string', description: c.description }])),
  required: EDITION_COLUMNS.filter((c) => !c.translation).map((c) => c.name),
};

const fileErrors = {
  description: 'VALIDATION_FAILED: nothing was imported; `rows` lists every error, e.g. "row 17, column dataRetentionPeriod: 140 is above 100" (the header is row 1).',
  ...json(object({ error: object({ code: str, message: str, rows: { type: 'array', items: object({ row: nullable('integer'), column: nullable('string'), message: str }) } }) })),
};

const admin = (method: 'get' | 'post', summary: string, rest: Record<string, unknown> = {}) => ({
  [method]: { tags: TAGS, summary, security: [{ session: [], ...(method === 'post' ? { csrf: [] } : {}) }], ...ANALYSTS, ...rest },
});

const download = (format: 'csv' | 'json') => ({
  get: {
    tags: TAGS,
    summary: `One published edition as ${format.toUpperCase()} (${OPEN_DATA_LICENCE.name}; ${format === 'csv' ? 'licence in comment lines above the header, formula cells neutralised' : 'licence fields'}).`,
    parameters: [{ name: 'month', in: 'path', required: true, schema: MONTH }],
    responses: { '200': { description: 'The download.', content: { [format === 'csv' ? 'text/csv' : 'application/json']: {} } }, '404': error('NOT_FOUND: no published edition of that month.') },
  },
});

export const editionsPaths = {
  [API_PATHS.adminIndexEditions]: admin('get', 'Every edition (draft, published, withdrawn), newest month first.', {
    responses: { '200': ok('The editions.', object({ editions: { type: 'array', items: edition } })), ...ADMIN_ERRORS },
  }),
  [API_PATHS.adminIndexEditionTemplate]: admin('get', 'The CSV template: the header (every column) and one example row.', {
    responses: { '200': { description: 'The template.', content: { 'text/csv': {} } }, ...ADMIN_ERRORS },
  }),
  [API_PATHS.adminIndexEditionAudit]: admin('get', 'Imports, publications and withdrawals (who, when, edition, companies), newest first.', {
    responses: { '200': { description: 'The entries.' }, ...ADMIN_ERRORS },
  }),
  [API_PATHS.adminIndexEditionImport]: admin('post', `Validate an edition file (at most ${EDITION_FILE_MAX_BYTES / 1024 / 1024} MB) and store it as a draft; nothing public changes.`, {
    parameters: [{ name: 'month', in: 'query', required: true, schema: MONTH }],
    requestBody: { required: true, content: { 'text/csv': { schema: str }, 'application/json': { schema: { type: 'array', items: fileRow } } } },
    responses: {
      '201': ok('The draft.', object({ edition })),
      '400': error('BAD_REQUEST: no ?month=YYYY-MM.'),
      '413': error('PAYLOAD_TOO_LARGE: the file is over the limit.'),
      '415': error('UNSUPPORTED_MEDIA_TYPE: neither text/csv nor application/json.'),
      '422': fileErrors,
      ...ADMIN_ERRORS,
    },
  }),
  '/api/admin/index/editions/{id}/preview': admin('get', 'A draft against the current published edition: added and removed companies, the 10 largest score changes, sector averages, the first page of the public list.', {
    parameters: ID,
    responses: { '200': { description: 'The preview.' }, '400': error('BAD_REQUEST: not an edition id.'), '404': error('NOT_FOUND.'), ...ADMIN_ERRORS },
  }),
  '/api/admin/index/editions/{id}/publish': admin('post', 'Publish a draft; a published edition of the same month is withdrawn in the same transaction.', {
    parameters: ID,
    responses: { '200': ok('Published.', object({ edition, replaced: { oneOf: [edition, { type: 'null' }] } })), '400': error('BAD_REQUEST: not an edition id.'), '404': error('NOT_FOUND.'), '409': error('EDITION_NOT_DRAFT.'), ...ADMIN_ERRORS },
  }),
  '/api/admin/index/editions/{id}/withdraw': admin('post', 'Withdraw a published edition; the newest other published edition is current again.', {
    parameters: ID,
    responses: { '200': ok('Withdrawn.', object({ edition })), '400': error('BAD_REQUEST: not an edition id.'), '404': error('NOT_FOUND.'), '409': error('EDITION_NOT_PUBLISHED.'), ...ADMIN_ERRORS },
  }),
  [API_PATHS.indexEditions]: {
    get: {
      tags: TAGS,
      summary: `The published editions as open data (${OPEN_DATA_LICENCE.name}), newest first.`,
      responses: { '200': ok('The editions.', object({ licence: { type: 'object' }, editions: { type: 'array', items: object({ month: MONTH, companyCount: int, publishedAt: str }) } })) },
    },
  },
  '/api/index/editions/{month}.csv': download('csv'),
  '/api/index/editions/{month}.json': download('json'),
};
