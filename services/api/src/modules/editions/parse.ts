/**
 * Reads an edition file (CSV or JSON) into the columns and row objects the shared validator checks.
 * A file that cannot be read at all answers a file-level error, in the same list as the rest.
 */
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { editionError, type EditionFileError, type ParsedEditionFile } from '@pdpl/contracts';

export type EditionFormat = 'csv' | 'json';

export interface ReadEditionFile {
  /** Null when the file cannot be read at all (then `errors` says why). */
  file: ParsedEditionFile | null;
  /** Rows whose shape is wrong (more or fewer cells than the header); their cells are checked too. */
  errors: EditionFileError[];
}

const CHUNK = 1024 * 1024;

function* chunks(text: string): Generator<string> {
  for (let i = 0; i < text.length; i += CHUNK) yield text.slice(i, i + CHUNK);
}

const isBlank = (cells: string[]) => cells.every((c) => c.trim() === '');

/**
 * CSV, streamed through csv-parse in 1 MB chunks (smaller ones cost more than they save).
 * Spreadsheet rows are counted as the user sees them: blank rows are left out but keep their number.
 */
async function readCsv(text: string): Promise<ReadEditionFile> {
  const parser = Readable.from(chunks(text)).pipe(parse({ bom: true, relax_column_count: true }));
  let columns: string[] | null = null;
  const rows: Record<string, string>[] = [];
  const rowNumbers: number[] = [];
  const errors: EditionFileError[] = [];
  let rowNumber = 0;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      rowNumber += 1;
      if (columns === null) {
        columns = cells.map((c) => c.trim());
        continue;
      }
      if (isBlank(cells)) continue;
      if (cells.length !== columns.length) errors.push(editionError(rowNumber, null, `has ${cells.length} cells, the header has ${columns.length}`));
      const row: Record<string, string> = {};
      columns.forEach((name, i) => {
        if (!Object.hasOwn(row, name)) row[name] = cells[i] ?? '';
      });
      rows.push(row);
      rowNumbers.push(rowNumber);
    }
  } catch (err) {
    const reason = (err as Error).message.replace(/^Invalid (Opening|Closing) Quote: /, '');
    return { file: null, errors: [editionError(null, null, `The CSV cannot be read: ${reason}`)] };
  }
  return { file: { columns: columns ?? [], rows, rowNumbers }, errors };
}

/** JSON: an array of objects, one per company; the columns are every key used. */
function readJson(text: string): ReadEditionFile {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (err) {
    return { file: null, errors: [editionError(null, null, `The JSON cannot be read: ${(err as Error).message}`)] };
  }
  if (!Array.isArray(value)) {
    return { file: null, errors: [editionError(null, null, 'A JSON edition file is an array of objects, one per company')] };
  }
  const columns = new Set<string>();
  for (const row of value) if (typeof row === 'object' && row !== null && !Array.isArray(row)) for (const key of Object.keys(row)) columns.add(key);
  return { file: { columns: [...columns], rows: value }, errors: [] };
}

export function readEditionFile(text: string, format: EditionFormat): Promise<ReadEditionFile> {
  return format === 'csv' ? readCsv(text) : Promise.resolve(readJson(text));
}
