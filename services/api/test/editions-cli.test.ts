/** The command line (npm run index:import): the built dist/cli/index-import.js on the test database. */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { API_PATHS } from '@pdpl/contracts';
import { useTestApp } from './support/app.js';
import { testDatabaseUrl } from './support/db.js';
import { companyRecord, indexRowCounts, records, toCsv } from './support/editions.js';

const fx = useTestApp({ resetEachTest: true });
const CLI = path.resolve(__dirname, '../dist/cli/index-import.js');
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'pdpl-cli-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

function run(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args], { env: { ...process.env, DATABASE_URL: testDatabaseUrl(), LOG_LEVEL: 'silent' } }, (err, stdout, stderr) =>
      resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

it('imports and publishes a file, taking the month from its name', async () => {
  const file = path.join(dir, 'edition-2025-11.csv');
  await writeFile(file, toCsv(records([60, 70])));
  const result = await run(file, '--publish');
  expect(result).toEqual({ code: 0, stdout: `Imported ${file} as draft #1 of 2025-11: 2 companies.\nPublished #1 as the 2025-11 edition.\n`, stderr: '' });
  expect((await request(fx.app).get(API_PATHS.companies)).body.records).toHaveLength(2);
  expect(await fx.db('index_edition_audit').pluck('actor')).toEqual(['command line', 'command line']);
});

it('prints every error, writes nothing and exits 1', async () => {
  const file = path.join(dir, 'bad.json');
  await writeFile(file, JSON.stringify([companyRecord('a', 50, { score: 101 }), companyRecord('a', 50)]));
  const before = await indexRowCounts(fx.db);
  const result = await run(file, '--month', '2025-12');
  expect(result.code).toBe(1);
  expect(result.stderr).toBe('The file has 2 errors: nothing was imported.\n  row 2, column score: 101 is above 100\n  row 3, column id: a is already the id of row 2\n');
  expect(await indexRowCounts(fx.db)).toEqual(before);
});

it('needs a month', async () => {
  const result = await run(path.join(dir, 'no-month.csv'));
  expect(result.code).toBe(1);
  expect(result.stderr).toMatch(/^Give the edition month as --month YYYY-MM\./);
});
