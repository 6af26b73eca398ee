import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { stringify } from 'csv-stringify';
import { plainValue } from '../plain-value.js';

/**
 * csv-stringify's options for every CSV we send: a spreadsheet runs a cell that starts with = + - @
 * (or their full-width forms, a tab or a carriage return) as a formula, so such cells get a leading
 * apostrophe, which spreadsheets show as text (OWASP CSV injection). A cell holding a carriage return
 * is quoted too: csv-stringify quotes only the record delimiter (\n), and a bare \r ends a row for
 * most readers.
 */
export const CSV_OPTIONS = { header: true, escape_formulas: true, quoted_match: /\r/ } as const;

/** A cell's text: dates as ISO 8601, JSON as JSON text, nothing as ''. */
export const cellText = (value: unknown): string => (value === null || value === undefined ? '' : String(plainValue(value)));

/**
 * Streams rows as CSV in UTF-8 with a byte-order mark (so Excel reads Arabic names), under a header
 * of `columns` (also when no row matches); backpressure holds the rows source while the client is slow.
 */
export async function sendCsv(res: Response, filename: string, columns: string[], rows: AsyncIterable<Record<string, unknown>>): Promise<void> {
  res.status(200).set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'no-store',
  });
  res.write('\uFEFF');
  const cells = new Transform({
    objectMode: true,
    transform(row: Record<string, unknown>, _enc, done) {
      done(null, Object.fromEntries(Object.entries(row).map(([k, v]) => [k, cellText(v)])));
    },
  });
  await pipeline(Readable.from(rows), cells, stringify({ ...CSV_OPTIONS, columns }), res);
}
