// Edition import speed: a valid 1,000-company edition file (the sample's companies and texts,
// repeated with new ids, about 10 MB of CSV) read, validated, stored as a draft and previewed
// against a published 1,000-company edition, by the built services (services/api/dist) on a
// throw-away embedded PostgreSQL. Target: import + preview under 2 s.
// Usage: npm run bench:index-import [-- --companies 1000]   (needs a build: npx nx run @pdpl/api:build)
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { EDITION_COLUMNS } from '@pdpl/contracts';
import { API_DIR as API, dist, openBenchDatabase } from '../lib/bench-database.mjs';

const arg = process.argv.indexOf('--companies');
const COMPANIES = arg > 0 ? Number(process.argv[arg + 1]) : 1000;
const TARGET_MS = 2000;

/** COMPANIES rows from the sample file, ids and names made unique, scores moved by `shift`. */
async function editionCsv(shift) {
  const [header, ...rows] = parse((await dist('db/seeds/sample-index.js')).readSampleEdition(path.join(API, 'data/sample-index/2025-11.csv.br')));
  const scores = new Set(EDITION_COLUMNS.filter((c) => c.kind === 'score').map((c) => c.name));
  const scoreColumns = header.flatMap((name, i) => (scores.has(name) ? [i] : []));
  const out = Array.from({ length: COMPANIES }, (_, n) => {
    const row = [...rows[n % rows.length]];
    row[0] = `${row[0]}-${n}`;
    row[1] = `${row[1]} ${n}`;
    for (const i of scoreColumns) row[i] = String(Math.min(100, Math.max(0, Math.round((Number(row[i]) + ((n * 7) % 11) * shift) * 10) / 10)));
    return row;
  });
  return stringify([header, ...out]);
}

const time = async (work) => {
  const started = performance.now();
  const value = await work();
  return [value, performance.now() - started];
};

const database = await openBenchDatabase('import');
const { knex } = database;
try {
  const { checkEditionFile, importEdition, publishEdition } = await dist('modules/editions/service.js');
  const { previewEdition } = await dist('modules/editions/preview.js');
  const actor = { id: null, label: 'bench' };
  const current = await importEdition(knex, { text: await editionCsv(0), format: 'csv', month: '2025-10', actor });
  await publishEdition(knex, current.id, actor);

  const text = await editionCsv(1);
  const [, validateMs] = await time(() => checkEditionFile(text, 'csv'));
  const [draft, importMs] = await time(() => importEdition(knex, { text, format: 'csv', month: '2025-11', actor }));
  const [preview, previewMs] = await time(() => previewEdition(knex, draft.id));
  const total = importMs + previewMs;
  console.log(`Edition file: ${COMPANIES} companies, ${(Buffer.byteLength(text) / 1024 / 1024).toFixed(1)} MB of CSV`);
  console.log(`Parse + validate:                     ${validateMs.toFixed(0)} ms`);
  console.log(`Import as draft (parse, validate, store): ${importMs.toFixed(0)} ms (${draft.companyCount} companies)`);
  console.log(`Preview against the published edition: ${previewMs.toFixed(0)} ms (${preview.biggestChanges.length} changes listed)`);
  console.log(`Import + preview: ${total.toFixed(0)} ms (target under ${TARGET_MS} ms)`);
  if (draft.companyCount !== COMPANIES || total >= TARGET_MS) process.exitCode = 1;
} finally {
  await database.close();
}
