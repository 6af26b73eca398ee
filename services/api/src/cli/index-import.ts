/**
 * npm run index:import -- <file> [--month YYYY-MM] [--publish]
 *
 * Imports an edition file (CSV; JSON when the name ends in .json) as a draft through the same
 * service as the admin API, and publishes it with --publish. The month defaults to a YYYY-MM in
 * the file name. The database is the server's, chosen the same way: DATABASE_URL, else the
 * embedded PostgreSQL in DATA_DIR (stop `npm start` first: one process at a time can run it).
 * A running server shows a publication within a few seconds. Every error is printed; exit code 1.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isEditionMonth } from '@pdpl/contracts';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/database.js';
import { migrateLatest } from '../db/migrations/index.js';
import { createLogger } from '../logger.js';
import { EditionFileRejected, importEdition, publishEdition } from '../modules/editions/service.js';

const USAGE = 'Usage: npm run index:import -- <file.csv|file.json> [--month YYYY-MM] [--publish]';
const ACTOR = { id: null, label: 'command line' };

function fail(lines: string[]): never {
  process.stderr.write(`${lines.join('\n')}\n`);
  process.exit(1);
}

function readArguments(): { file: string; month: string; publish: boolean } {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { month: { type: 'string' }, publish: { type: 'boolean', default: false } } });
  } catch (err) {
    fail([(err as Error).message, USAGE]);
  }
  const [file, ...extra] = parsed.positionals;
  if (!file || extra.length > 0) fail([USAGE]);
  const month = parsed.values.month ?? /(\d{4}-\d{2})/.exec(path.basename(file))?.[1];
  if (!isEditionMonth(month)) fail([`Give the edition month as --month YYYY-MM${month ? ` ("${month}" is not one)` : ''}.`, USAGE]);
  return { file, month, publish: parsed.values.publish ?? false };
}

async function main(): Promise<void> {
  const { file, month, publish } = readArguments();
  const text = await readFile(file, 'utf8').catch((err: Error) => fail([`Cannot read ${file}: ${err.message}`]));
  const logger = createLogger('warn');
  let database: Database | undefined;
  try {
    database = await openDatabase(loadConfig(), logger);
    await migrateLatest(database.knex);
    const format = file.toLowerCase().endsWith('.json') ? 'json' : 'csv';
    const draft = await importEdition(database.knex, { text, format, month, actor: ACTOR });
    process.stdout.write(`Imported ${file} as draft #${draft.id} of ${month}: ${draft.companyCount} companies.\n`);
    if (publish) {
      const { edition, replaced } = await publishEdition(database.knex, draft.id, ACTOR);
      process.stdout.write(`Published #${edition.id} as the ${month} edition${replaced ? `; #${replaced.id} is withdrawn` : ''}.\n`);
    }
  } catch (err) {
    process.exitCode = 1;
    if (err instanceof EditionFileRejected) process.stderr.write(`${err.message}\n${err.errors.map((e) => `  ${e.message}`).join('\n')}\n`);
    else process.stderr.write(`${(err as Error).message}\n`);
  } finally {
    await database?.close();
  }
}

void main();
