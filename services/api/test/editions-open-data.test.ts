/** Open data: published editions only, as CSV (formula cells neutralised, licence above the header) and JSON. */
import request from 'supertest';
import { parse } from 'csv-parse/sync';
import { API_PATHS, EDITION_COLUMN_NAMES, OPEN_DATA_LICENCE } from '@pdpl/contracts';
import { useTestApp } from './support/app.js';
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

it('downloads a published edition as CSV with formula cells neutralised and the licence in comment lines', async () => {
  const analyst = await editor(fx.app);
  const risky = companyRecord('acme', 55.5, { companyName: '=HYPERLINK("http://evil.example")', strengths: '+1 strong\nsecond line', criticalIssues: '@SUM(A1)' });
  await analyst.publishFile('2025-11', [risky, companyRecord('beta', 70)]);
  const res = await text(request(fx.app).get(API_PATHS.indexEditionDownload('2025-11', 'csv')));
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toBe('attachment; filename="pdpl-compliance-index-2025-11.csv"');
  expect(res.headers.link).toBe(`<${OPEN_DATA_LICENCE.url}>; rel="license"`);
  const body = res.body as string;
  expect(body.startsWith('\uFEFF# PDPL Compliance Index: edition 2025-11 published ')).toBe(true);
  const [, licence, note, header, ...rows] = parse(body, { bom: true, relax_column_count: true }) as string[][];
  expect(licence![0]).toContain(OPEN_DATA_LICENCE.name);
  expect(note![0]).toBe(`# ${OPEN_DATA_LICENCE.note}`);
  expect(header).toEqual([...EDITION_COLUMN_NAMES]);
  const byId = new Map(rows.map((r) => [r[0], Object.fromEntries(header!.map((c, i) => [c, r[i]]))]));
  expect([...byId.keys()]).toEqual(['beta', 'acme']);
  expect(byId.get('acme')).toMatchObject({ companyName: `'=HYPERLINK("http://evil.example")`, strengths: "'+1 strong\nsecond line", criticalIssues: "'@SUM(A1)", score: '55.5', dataRetentionPeriod: '55.5' });
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
