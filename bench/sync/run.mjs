// Airtable sync throughput: N waiting-list rows synced by the built sync service (services/api/dist)
// from a throw-away embedded PostgreSQL to the test Airtable stand-in, with Airtable's limits
// enforced (more than 5 requests in a second answers 429 with a 30 s penalty). Prints records/s
// next to Airtable's ceiling of 50 records/s per base (5 requests x 10 records). The stand-in runs in
// its own process (./stand-in-process.mjs), as Airtable is a server of its own.
// Usage: npm run bench:sync [-- --rows 500]   (10,000 rows by default, ~4 minutes; needs a build:
// npx nx run @pdpl/api:build)
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { writeFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { API_DIR as API, dist, openBenchDatabase } from '../lib/bench-database.mjs';

const rowsArg = process.argv.indexOf('--rows');
const ROWS = rowsArg > 0 ? Number(process.argv[rowsArg + 1]) : 10_000;
const CEILING = 50;

/** The test support modules are TypeScript: transpile them (no type check) into the temp folder. */
async function transpileTestSupport(name, tmp) {
  const source = await readFile(path.join(API, 'test/support', `${name}.ts`), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const file = path.join(tmp, `${name}.mjs`);
  await writeFile(file, outputText);
  return file;
}

const importTestSupport = async (name, tmp) => import(pathToFileURL(await transpileTestSupport(name, tmp)).href);

const database = await openBenchDatabase('sync');
const { knex, logger, tmp } = database;
const standIn = fork(fileURLToPath(new URL('./stand-in-process.mjs', import.meta.url)), [await transpileTestSupport('airtable-stand-in', tmp)]);
const [airtableBase] = await once(standIn, 'message');
try {
  const { insertLeads } = await importTestSupport('airtable-leads', tmp);
  for (let done = 0; done < ROWS; done += 1000) await insertLeads(knex, 'waitlist_submissions', Math.min(1000, ROWS - done), done);

  const { loadConfig } = await dist('config.js');
  const { airtable } = loadConfig({
    AIRTABLE_API_KEY: airtableBase.apiKey,
    AIRTABLE_BASE_ID: airtableBase.baseId,
    AIRTABLE_ENDPOINT_URL: airtableBase.url,
  });
  const { createSyncService } = await dist('modules/sync/service.js');
  const started = performance.now();
  const { recordsSynced } = await createSyncService(knex, airtable, logger).syncTable('waitlist_submissions');
  const seconds = (performance.now() - started) / 1000;

  standIn.send('report');
  const [{ requests, rejected }] = await once(standIn, 'message');
  const rate = recordsSynced / seconds;
  console.log(`Airtable sync: ${recordsSynced} records in ${seconds.toFixed(2)} s, ${requests} requests, ${rejected} answered 429`);
  console.log(`Throughput: ${rate.toFixed(1)} records/s (Airtable ceiling ${CEILING} records/s per base: ${((rate / CEILING) * 100).toFixed(0)}%)`);
  if (recordsSynced !== ROWS || rejected > 0) process.exitCode = 1;
} finally {
  standIn.send('close');
  await once(standIn, 'exit');
  await database.close();
}
