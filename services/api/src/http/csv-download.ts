import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { stringify } from 'csv-stringify';
import { plainValue } from '../db/plain-value.js';

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return before one) as a
 * formula; such cells get a leading apostrophe, which spreadsheets show as text (OWASP CSV injection).
 */
export function neutraliseCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(plainValue(value));
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

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
      done(null, Object.fromEntries(Object.entries(row).map(([k, v]) => [k, neutraliseCell(v)])));
    },
  });
  await pipeline(Readable.from(rows), cells, stringify({ header: true, columns }), res);
}
