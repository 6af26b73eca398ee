// Edition import speed: a valid 1,000-company edition file (the sample's companies and texts,
// repeated with new ids, about 10 MB of CSV) read, validated, stored as a draft and previewed
// against a published 1,000-company edition, by the built services (services/api/dist) on a
// throw-away embedded PostgreSQL. Target: import + preview under 2 s.
// Usage: npm run bench:index-import [-- --companies 1000]   (needs a build: npx nx run @pdpl/api:build)
import { dist, openBenchDatabase } from '../lib/bench-database.mjs';
import { editionCsv } from '../lib/edition-csv.mjs';

const arg = process.argv.indexOf('--companies');
const COMPANIES = arg > 0 ? Number(process.argv[arg + 1]) : 1000;
const TARGET_MS = 2000;

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
  const current = await importEdition(knex, { text: (await editionCsv(COMPANIES, 0)).csv, format: 'csv', month: '2025-10', actor });
  await publishEdition(knex, current.id, actor);

  const { csv: text } = await editionCsv(COMPANIES, 1);
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
