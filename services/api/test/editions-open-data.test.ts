/** Open data: published editions only, as CSV (formula cells neutralised, header first), JSON, and a data package describing the CSV. */
import path from 'node:path';
import request from 'supertest';
import { parse } from 'csv-parse/sync';
import { API_PATHS, EDITION_COLUMN_NAMES, OPEN_DATA_LICENCE } from '@pdpl/contracts';
import type { DataPackage } from '../src/modules/editions/data-package.js';
import { useTestApp } from './support/app.js';
import { dataPackageErrors } from './support/data-package.js';
import { readSampleEdition } from '../src/db/seeds/sample-index.js';
import { SAMPLE_DIR } from './support/editions-sample.js';
import { companyRecord, editor, records, toCsv } from './support/editions.js';
import { useStaffAccounts } from './support/users.js';

const fx = useTestApp({ resetEachTest: true });
useStaffAccounts(fx);

const text = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    let body = '';
    res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    res.on('end', () => done(null, body));
  });

it('lists published editions only, with the licence', async () => {
  const analyst = await editor(fx.app);
  await analyst.publishFile('2025-10', records([40, 50]));
  await analyst.importCsv('2025-11', toCsv(records([60])));
  const res = await request(fx.app).get(API_PATHS.indexEditions);
  expect(res.body).toEqual({ licence: OPEN_DATA_LICENCE, editions: [{ month: '2025-10', companyCount: 2, publishedAt: expect.any(String) }] });
});

it('downloads a published edition as CSV: the header in the first row, formula cells neutralised, the licence in the Link header', async () => {
  const analyst = await editor(fx.app);
  const risky = companyRecord('acme', 55.5, { companyName: '=HYPERLINK("http://evil.example")', strengths: '+1 strong\nsecond line', criticalIssues: '@SUM(A1)' });
  await analyst.publishFile('2025-11', [risky, companyRecord('beta', 70)]);
  const res = await text(request(fx.app).get(API_PATHS.indexEditionDownload('2025-11', 'csv')));
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toBe('attachment; filename="pdpl-compliance-index-2025-11.csv"');
  expect(res.headers.link).toBe(`<${OPEN_DATA_LICENCE.url}>; rel="license"`);
  const body = res.body as string;
  expect(body.startsWith(`\uFEFF${EDITION_COLUMN_NAMES.slice(0, 3).join(',')},`)).toBe(true);
  const [header, ...rows] = parse(body, { bom: true }) as string[][];
  expect(header).toEqual([...EDITION_COLUMN_NAMES]);
  const byId = new Map(rows.map((r) => [r[0], Object.fromEntries(header!.map((c, i) => [c, r[i]]))]));
  expect([...byId.keys()]).toEqual(['beta', 'acme']);
  expect(byId.get('acme')).toMatchObject({ companyName: `'=HYPERLINK("http://evil.example")`, strengths: "'+1 strong\nsecond line", criticalIssues: "'@SUM(A1)", score: '55.5', dataRetentionPeriod: '55.5' });
});

describe('the data package of an edition', () => {
  /** The package of `month` and the CSV its resource path names, read relative to the package's URL. */
  async function packageAndCsv(month: string) {
    const packagePath = API_PATHS.indexEditionPackage(month);
    const pkg = await request(fx.app).get(packagePath);
    expect(pkg.status).toBe(200);
    const csvPath = new URL(pkg.body.resources[0].path, `http://host${packagePath}`).pathname;
    const csv = await text(request(fx.app).get(csvPath));
    expect(csv.status).toBe(200);
    return { pkg, descriptor: pkg.body as DataPackage, csv: csv.body as string };
  }

  it('describes each published edition: name, title, version = month, CC BY 4.0 with its path, sources, created', async () => {
    const analyst = await editor(fx.app);
    await analyst.publishFile('2025-10', records([40, 50]));
    const { pkg, descriptor } = await packageAndCsv('2025-10');
    expect(pkg.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(pkg.headers.link).toBe(`<${OPEN_DATA_LICENCE.url}>; rel="license"`);
    expect(pkg.headers['cache-control']).toBe('public, max-age=5');
    const published = (await request(fx.app).get(API_PATHS.indexEditions)).body.editions[0].publishedAt;
    expect(descriptor).toMatchObject({
      profile: 'tabular-data-package',
      name: 'pdpl-compliance-index-2025-10',
      title: expect.stringContaining('PDPL Compliance Index'),
      version: '2025-10',
      created: published,
      licenses: [{ name: 'CC-BY-4.0', path: OPEN_DATA_LICENCE.url, title: expect.any(String) }],
      sources: [{ title: expect.any(String) }],
    });
    expect(descriptor.resources).toHaveLength(1);
    expect(descriptor.resources[0]).toMatchObject({ path: '2025-10.csv', format: 'csv', encoding: 'utf-8', dialect: { header: true } });
    const fields = descriptor.resources[0]!.schema.fields;
    expect(fields.map((f) => f.name)).toEqual([...EDITION_COLUMN_NAMES]);
    expect(fields.every((f) => f.type && f.description)).toBe(true);
    expect(fields.find((f) => f.name === 'score')).toEqual({ name: 'score', type: 'number', description: expect.any(String), constraints: { required: true, minimum: 0, maximum: 100 } });
  });

  it('validates against the CSV it points to, for every published edition (the sample editions; formula-neutralised, Arabic and empty cells)', async () => {
    const analyst = await editor(fx.app);
    for (const month of ['2025-10', '2025-11']) {
      const imported = await analyst.importCsv(month, readSampleEdition(path.join(SAMPLE_DIR, `${month}.csv.br`)));
      expect((await analyst.publish(imported.body.edition.id)).status).toBe(200);
    }
    await analyst.publishFile('2025-12', [
      companyRecord('acme', 55.5, { companyName: '=HYPERLINK("http://evil.example")', strengths: '+1 strong\nsecond line', reportDate: '', homepageUrl: '', companyNameAr: 'أكمي' }),
      companyRecord('beta', 70),
    ]);
    const months = (await request(fx.app).get(API_PATHS.indexEditions)).body.editions.map((e: { month: string }) => e.month);
    expect(months).toEqual(['2025-12', '2025-11', '2025-10']);
    for (const month of months) {
      const { descriptor, csv } = await packageAndCsv(month);
      expect({ month, errors: dataPackageErrors(descriptor, csv) }).toEqual({ month, errors: [] });
    }
  });

  it('would catch a CSV that breaks it: a comment line, a score over 100, a missing required cell', async () => {
    const analyst = await editor(fx.app);
    await analyst.publishFile('2025-11', records([60, 70]));
    const { descriptor, csv } = await packageAndCsv('2025-11');
    const [header, first, ...rest] = csv.replace(/^\uFEFF/, '').split('\n');
    expect(dataPackageErrors(descriptor, `# licence\n${csv}`)[0]).toMatch(/^header /);
    const cells = first!.split(',');
    const scoreAt = EDITION_COLUMN_NAMES.indexOf('score');
    const broken = (i: number, value: string) => [header, cells.map((c, j) => (j === i ? value : c)).join(','), ...rest].join('\n');
    expect(dataPackageErrors(descriptor, broken(scoreAt, '101'))).toEqual([expect.stringMatching(/row 2\/score: must be <= 100/)]);
    expect(dataPackageErrors(descriptor, broken(EDITION_COLUMN_NAMES.indexOf('sector'), ''))).toEqual([expect.stringMatching(/row 2: must have required property 'sector'/)]);
  });

  it('answers 404 for a month with no published edition', async () => {
    const analyst = await editor(fx.app);
    await analyst.importCsv('2025-11', toCsv(records([60])));
    const res = await request(fx.app).get(API_PATHS.indexEditionPackage('2025-11'));
    expect({ status: res.status, code: res.body.error?.code }).toEqual({ status: 404, code: 'NOT_FOUND' });
  });
});

it('downloads a published edition as JSON with the file columns', async () => {
  const analyst = await editor(fx.app);
  await analyst.publishFile('2025-11', [companyRecord('acme', 55.5, { reportDate: '' })]);
  const res = await request(fx.app).get(API_PATHS.indexEditionDownload('2025-11', 'json'));
  expect(res.status).toBe(200);
  expect(res.headers['content-disposition']).toBe('attachment; filename="pdpl-compliance-index-2025-11.json"');
  expect(res.body).toMatchObject({ licence: OPEN_DATA_LICENCE, month: '2025-11' });
  expect(res.body.companies).toEqual([companyRecord('acme', 55.5, { reportDate: '' })]);
});

it('answers 404 for drafts, withdrawn editions and anything else', async () => {
  const analyst = await editor(fx.app);
  await analyst.importCsv('2025-11', toCsv(records([60])));
  const withdrawn = await analyst.publishFile('2025-10', records([60]));
  await analyst.withdraw(withdrawn);
  for (const path of [API_PATHS.indexEditionDownload('2025-11', 'csv'), API_PATHS.indexEditionDownload('2025-10', 'json'), '/api/index/editions/2025-13.csv', '/api/index/editions/2025-10.xml']) {
    const res = await request(fx.app).get(path);
    expect({ path, status: res.status, code: res.body?.error?.code }).toEqual({ path, status: 404, code: 'NOT_FOUND' });
  }
});
