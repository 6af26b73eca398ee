// Edition files of any size for the benchmarks: the sample's companies and texts, repeated with new
// ids and names, each score moved by a pattern of `shift` (so editions differ and stay in 0-100).
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { EDITION_COLUMNS } from '@pdpl/contracts';
import { API_DIR, dist } from './bench-database.mjs';

let sample;

/** `companies` rows as a CSV edition file, and their ids in order. */
export async function editionCsv(companies, shift) {
  sample ??= parse((await dist('db/seeds/sample-index.js')).readSampleEdition(path.join(API_DIR, 'data/sample-index/2025-11.csv.br')));
  const [header, ...rows] = sample;
  const scores = new Set(EDITION_COLUMNS.filter((c) => c.kind === 'score').map((c) => c.name));
  const scoreColumns = header.flatMap((name, i) => (scores.has(name) ? [i] : []));
  const out = Array.from({ length: companies }, (_, n) => {
    const row = [...rows[n % rows.length]];
    row[0] = `${row[0]}-${n}`;
    row[1] = `${row[1]} ${n}`;
    for (const i of scoreColumns) row[i] = String(Math.min(100, Math.max(0, Math.round((Number(row[i]) + ((n * 7) % 11) * shift) * 10) / 10)));
    return row;
  });
  return { csv: stringify([header, ...out]), ids: out.map((row) => row[0]) };
}
