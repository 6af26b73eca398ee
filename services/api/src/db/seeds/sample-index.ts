/**
 * Loads the sample compliance index (services/api/data/sample-index/YYYY-MM.csv.br: 100 fictional
 * companies in two monthly editions, edition files stored Brotli-compressed: 2.4 MB each as CSV, 43 KB so) so a fresh install shows a populated index. Each file goes
 * through the analysts' own import and publish, as 'sample data'. Idempotent: a month that already
 * has an edition (of any status) is skipped, and a company already registered keeps its details.
 */
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { brotliDecompressSync } from 'node:zlib';
import path from 'node:path';
import type { Knex } from 'knex';
import { REPO_ROOT } from '../../config.js';
import { importEdition, publishEdition } from '../../modules/editions/service.js';
import { firstDayOf } from '../../modules/editions/repository.js';

export const SAMPLE_INDEX_DIR = path.join(REPO_ROOT, 'services', 'api', 'data', 'sample-index');
const SAMPLE_ACTOR = { id: null, label: 'sample data' };

export interface SeedResult {
  /** Companies in the editions loaded now. */
  companies: number;
  editionsInserted: number;
  editionsSkipped: number;
}

/** The sample files, oldest month first: [month (YYYY-MM), file path]. */
export async function sampleEditionFiles(): Promise<[string, string][]> {
  const names = (await readdir(SAMPLE_INDEX_DIR)).filter((n) => /^\d{4}-\d{2}\.csv\.br$/.test(n)).sort();
  return names.map((n) => [n.slice(0, 7), path.join(SAMPLE_INDEX_DIR, n)]);
}

/** A sample file's CSV text (the edition file an analyst would upload). */
export function readSampleEdition(file: string): string {
  return brotliDecompressSync(readFileSync(file)).toString('utf8');
}

export async function seedSampleIndex(db: Knex): Promise<SeedResult> {
  const companies = new Set<string>();
  let editionsInserted = 0;
  let editionsSkipped = 0;
  for (const [month, file] of await sampleEditionFiles()) {
    if (await db('index_editions').where({ month: firstDayOf(month) }).first('id')) {
      editionsSkipped += 1;
      continue;
    }
    const draft = await importEdition(db, { text: readSampleEdition(file), format: 'csv', month, actor: SAMPLE_ACTOR, isSample: true });
    await publishEdition(db, draft.id, SAMPLE_ACTOR);
    for (const row of await db('company_scores').where('edition_id', draft.id).pluck('company_id')) companies.add(row as string);
    editionsInserted += 1;
  }
  return { companies: companies.size, editionsInserted, editionsSkipped };
}
