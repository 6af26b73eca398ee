/**
 * npm run index:analyse -- <file.html|file.txt|file.pdf> [--lang en|ar] [--as-of YYYY-MM-DD]
 *
 * Analyses one notice against the rubric, without the database, and prints one JSON object: its
 * language, the rubric version, the "last updated" date it states, and for every dimension judged on
 * the text its score and each requirement met or not, with the sentences that meet it. The file is
 * read as the collection reads a fetched notice (HTML through Readability, PDF text by line). "Recent"
 * is judged against --as-of, else today (UTC). A file it cannot read: a message and exit code 1.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isLocale } from '@pdpl/contracts';
import { analyseNotice } from '../modules/analysis/analyse.js';
import { extractNotice } from '../modules/collection/extract.js';

const USAGE = 'Usage: npm run index:analyse -- <file.html|file.txt|file.pdf> [--lang en|ar] [--as-of YYYY-MM-DD]';
const TYPES: Record<string, string> = { '.html': 'text/html', '.htm': 'text/html', '.pdf': 'application/pdf', '.txt': 'text/plain' };

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function readArguments(): { file: string; lang: 'en' | 'ar' | undefined; asOf: string } {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { lang: { type: 'string' }, 'as-of': { type: 'string' } } });
  } catch (err) {
    fail(`${(err as Error).message}\n${USAGE}`);
  }
  const [file, ...extra] = parsed.positionals;
  if (!file || extra.length > 0) fail(USAGE);
  const { lang, 'as-of': asOf = new Date().toISOString().slice(0, 10) } = parsed.values;
  if (lang !== undefined && !isLocale(lang)) fail(`--lang must be en or ar, not "${lang}".\n${USAGE}`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(asOf)) fail(`--as-of must be a date as YYYY-MM-DD, not "${asOf}".\n${USAGE}`);
  return { file, lang: lang as 'en' | 'ar' | undefined, asOf };
}

async function main(): Promise<void> {
  const { file, lang, asOf } = readArguments();
  const body = await readFile(file).catch((err: NodeJS.ErrnoException) => fail(`Cannot read ${file}: ${err.code === 'ENOENT' ? 'no such file' : err.message}`));
  const type = TYPES[path.extname(file).toLowerCase()] ?? (body.subarray(0, 5).toString('latin1') === '%PDF-' ? 'application/pdf' : 'text/plain');
  const notice = await extractNotice(new Uint8Array(body), type, `file://${path.resolve(file)}`).catch((err: Error) => fail(`Cannot read ${file} as a notice: ${err.message}`));
  if (notice.text.trim() === '') fail(`Cannot read ${file} as a notice: it holds no text.`);
  const result = analyseNotice(notice.text, { language: lang ?? (notice.lang?.toLowerCase().startsWith('ar') ? 'ar' : undefined), asOf });
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}

void main();
