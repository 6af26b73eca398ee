/**
 * Public open data: the published editions and each one as a CSV or JSON download and as a
 * Frictionless data package describing the CSV, under the licence of OPEN_DATA_LICENCE (a Link
 * header on each, fields of the JSON, the package's licences).
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { stringify } from 'csv-stringify';
import type { Knex } from 'knex';
import { API_PATHS, EDITION_COLUMN_NAMES, OPEN_DATA_LICENCE, type OpenDataEditionFile, type OpenDataEditionList } from '@pdpl/contracts';
import { error, month, object, ok, str } from '../../docs/openapi-parts.js';
import { NotFound } from '../../domain/errors.js';
import { PUBLIC_READ_CACHE_CONTROL } from '../../http/cache-control.js';
import { cellText, CSV_OPTIONS } from '../../http/csv-download.js';
import { route, type RouteDeclaration } from '../../http/route.js';
import { editionDataPackage } from './data-package.js';
import { findPublishedEdition, listOpenDataEditions, openDataEdition } from './open-data.js';

const DOWNLOAD = /^(\d{4}-(?:0[1-9]|1[0-2]))\.(csv|json|datapackage\.json)$/;
const TAG = 'Index editions';

function startDownload(res: Response, filename: string, type: string): void {
  res.status(200).set({
    'Content-Type': type,
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': PUBLIC_READ_CACHE_CONTROL,
    Link: `<${OPEN_DATA_LICENCE.url}>; rel="license"`,
  });
}

/**
 * UTF-8 with a byte-order mark (Excel then reads Arabic), the header in the first row (no comment
 * lines: data-package readers take the first row as the header; the licence is in the Link header
 * and the package), and every cell that a spreadsheet would run as a formula neutralised.
 */
async function sendEditionCsv(res: Response, month: string, records: Record<string, string | number>[]): Promise<void> {
  startDownload(res, `pdpl-compliance-index-${month}.csv`, 'text/csv; charset=utf-8');
  res.write('\uFEFF');
  const rows = records.map((r) => EDITION_COLUMN_NAMES.map((name) => cellText(r[name])));
  await pipeline(Readable.from(rows), stringify({ ...CSV_OPTIONS, columns: [...EDITION_COLUMN_NAMES] }), res);
}

export function openDataRoutes(db: Knex): RouteDeclaration[] {
  return [
    route({
      method: 'get',
      path: API_PATHS.indexEditions,
      access: 'public',
      doc: {
        tag: TAG,
        summary: `The published editions as open data (${OPEN_DATA_LICENCE.name}), newest first.`,
        responses: {
          '200': ok('The editions.', object({ licence: { type: 'object' }, editions: { type: 'array', items: object({ month, companyCount: { type: 'integer' }, publishedAt: str }) } })),
        },
      },
      handler: async ({ res }) => {
        const body: OpenDataEditionList = { licence: OPEN_DATA_LICENCE, editions: await listOpenDataEditions(db) };
        res.set('Cache-Control', PUBLIC_READ_CACHE_CONTROL).json(body);
      },
    }),
    route({
      method: 'get',
      path: '/api/index/editions/:file',
      access: 'public',
      doc: {
        tag: TAG,
        summary:
          `One published edition as CSV (${OPEN_DATA_LICENCE.name}, in the Link header; the header in the first row, formula cells neutralised ` +
          `with a leading apostrophe), as JSON (licence fields), or as a Frictionless Tabular Data Package (YYYY-MM.datapackage.json: ` +
          `name, version = the month, licences, sources, created, and one resource, the CSV beside it, with a Table Schema of every column).`,
        parameters: [{ name: 'file', in: 'path', required: true, schema: { type: 'string', pattern: DOWNLOAD.source }, description: 'The month and the format: YYYY-MM.csv, YYYY-MM.json or YYYY-MM.datapackage.json.' }],
        responses: {
          '200': { description: 'The download.', content: { 'text/csv': {}, 'application/json': {} } },
          '404': error('NOT_FOUND: no published edition of that month.'),
        },
      },
      handler: async ({ req, res }) => {
        const match = DOWNLOAD.exec(String(req.params.file));
        if (!match) throw new NotFound('No such download: editions are /api/index/editions/YYYY-MM.csv, .json or .datapackage.json');
        const [, month, format] = match;
        if (format === 'datapackage.json') {
          const published = await findPublishedEdition(db, month);
          if (!published) throw new NotFound(`No published edition for ${month}`);
          startDownload(res, 'datapackage.json', 'application/json; charset=utf-8');
          res.send(JSON.stringify(editionDataPackage(month, published.published_at.toISOString())));
          return;
        }
        const edition = await openDataEdition(db, month);
        if (!edition) throw new NotFound(`No published edition for ${month}`);
        if (format === 'csv') {
          await sendEditionCsv(res, month, edition.records);
          return;
        }
        startDownload(res, `pdpl-compliance-index-${month}.json`, 'application/json; charset=utf-8');
        const body: OpenDataEditionFile = { licence: OPEN_DATA_LICENCE, month, publishedAt: edition.publishedAt, companies: edition.records };
        res.send(JSON.stringify(body));
      },
    }),
  ];
}
