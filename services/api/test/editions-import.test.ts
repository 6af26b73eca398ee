/** Importing edition files over HTTP: a good file becomes a draft, a bad one is refused with every error and writes nothing. */
import request from 'supertest';
import { API_PATHS, EDITION_COLUMN_NAMES, EDITION_FILE_MAX_BYTES, type EditionListItem } from '@pdpl/contracts';
import { parse } from 'csv-parse/sync';
import { useTestApp } from './support/app.js';
import { companyRecord, editor, indexRowCounts, records, toCsv } from './support/editions.js';
import { STAFF, useStaffAccounts } from './support/users.js';

const fx = useTestApp({ resetEachTest: true });
useStaffAccounts(fx);

it('stores a good CSV file as a draft that the public does not see, with an audit entry', async () => {
  const analyst = await editor(fx.app);
  const res = await analyst.importCsv('2025-11', toCsv(records([80, 60.5, 71])));
  expect(res.status).toBe(201);
  expect(res.body.edition).toMatchObject({ month: '2025-11', status: 'draft', companyCount: 3, createdBy: STAFF.analyst.email, publishedAt: null, isSample: false });
  expect((await request(fx.app).get(API_PATHS.companies)).body).toEqual({ edition: null, records: [] });
  const audit = (await analyst.agent.get(API_PATHS.adminIndexEditionAudit)).body.entries;
  expect(audit).toEqual([expect.objectContaining({ action: 'import', actor: STAFF.analyst.email, month: '2025-11', companyCount: 3, editionId: res.body.edition.id })]);
});

it('imports the same rows as JSON', async () => {
  const res = await (await editor(fx.app)).importJson('2025-11', records([80, 60.5]));
  expect(res.status).toBe(201);
  expect(res.body.edition.companyCount).toBe(2);
});

it('does not let a draft change the live company details; publishing does', async () => {
  const analyst = await editor(fx.app);
  await analyst.publishFile('2025-10', [companyRecord('acme', 60, { companyName: 'Acme Old', sector: 'Healthcare' })]);
  const draft = await analyst.importCsv('2025-11', toCsv([companyRecord('acme', 70, { companyName: 'Acme New', sector: 'Technology' })]));
  const live = async () => (await request(fx.app).get(API_PATHS.company('acme'))).body;
  expect(await live()).toMatchObject({ companyName: 'Acme Old', sector: 'Healthcare', score: 60 });
  await analyst.publish(draft.body.edition.id);
  expect(await live()).toMatchObject({ companyName: 'Acme New', sector: 'Technology', score: 70, history: [{ month: '2025-10-01', score: 60 }, { month: '2025-11-01', score: 70 }] });
});

describe('a bad file', () => {
  const refused = async (body: string, type = 'text/csv') => {
    const before = await indexRowCounts(fx.db);
    const analyst = await editor(fx.app);
    const res = await analyst.agent.post(`${API_PATHS.adminIndexEditionImport}?month=2025-11`).set('X-CSRF-Token', analyst.csrf).set('Content-Type', type).send(body);
    expect(await indexRowCounts(fx.db)).toEqual(before);
    return res;
  };
  const messages = (res: request.Response) => (res.body.error.rows as { message: string }[]).map((r) => r.message);

  it.each([
    ['a score out of range', { dataRetentionPeriod: 140 }, 'row 2, column dataRetentionPeriod: 140 is above 100'],
    ['a missing required value', { companyName: '' }, 'row 2, column companyName: is required'],
    ['an unknown sector', { sector: 'Banks' }, expect.stringMatching(/^row 2, column sector: "Banks" is not a known sector/)],
    ['a URL that is not http(s)', { homepageUrl: 'javascript:alert(1)' }, 'row 2, column homepageUrl: "javascript:alert(1)" is not an http(s) URL'],
    ['a bad date', { reportDate: '14/11/2025' }, 'row 2, column reportDate: "14/11/2025" is not a date as YYYY-MM-DD'],
  ])('with %s is refused with 422 naming row and column, and nothing is written', async (_name, overrides, message) => {
    const res = await refused(toCsv([companyRecord('acme', 50, overrides), companyRecord('beta', 60)]));
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'The file has 1 error: nothing was imported.' });
    expect(messages(res)).toEqual([message]);
    expect(res.body.error.rows[0]).toMatchObject({ row: 2, column: Object.keys(overrides)[0] });
  });

  it('with duplicate ids names both rows', async () => {
    const res = await refused(toCsv([companyRecord('acme'), companyRecord('beta'), companyRecord('acme')]));
    expect(messages(res)).toEqual(['row 4, column id: acme is already the id of row 2']);
  });

  it('with a dimension column missing or unknown is refused once per column', async () => {
    const columns = [...EDITION_COLUMN_NAMES.filter((c) => c !== 'childrensData'), 'childrenData'];
    const res = await refused(toCsv(records([50, 60]), columns));
    expect(messages(res)).toEqual(['column childrenData: is not a column of the edition file', 'column childrensData: is missing from the header']);
  });

  it('answers every error at once', async () => {
    const file = Array.from({ length: 30 }, (_, i) => companyRecord(`co-${i}`, 50, { score: 101 }));
    const res = await refused(toCsv(file));
    expect(res.body.error.rows).toHaveLength(30);
    expect(res.body.error.message).toBe('The file has 30 errors: nothing was imported.');
  });

  it('over the size limit is refused with 413 and a clear message', async () => {
    const res = await refused('x'.repeat(EDITION_FILE_MAX_BYTES + 1));
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than 16 MB: split the edition or shorten its texts.' });
  });

  it('in another format is refused with 415, and without a month with 400', async () => {
    expect((await refused('a,b', 'text/plain')).status).toBe(415);
    const analyst = await editor(fx.app);
    const res = await analyst.agent.post(API_PATHS.adminIndexEditionImport).set('X-CSRF-Token', analyst.csrf).set('Content-Type', 'text/csv').send(toCsv(records([50])));
    expect(res.status).toBe(400);
  });
});

it('takes JSON files larger than the app-wide 100 kB JSON limit', async () => {
  const file = Array.from({ length: 40 }, (_, i) => companyRecord(`co-${i}`, 50, { companyDescription: 'd'.repeat(3000) }));
  expect(JSON.stringify(file).length).toBeGreaterThan(100 * 1024);
  expect((await (await editor(fx.app)).importJson('2025-11', file)).status).toBe(201);
});

it('serves the CSV template as an attachment whose example row imports as it is', async () => {
  const analyst = await editor(fx.app, STAFF.admin);
  const res = await analyst.agent.get(API_PATHS.adminIndexEditionTemplate).buffer(true).parse((r, done) => {
    let text = '';
    r.on('data', (c: Buffer) => (text += c.toString('utf8')));
    r.on('end', () => done(null, text));
  });
  expect(res.headers['content-disposition']).toBe('attachment; filename="pdpl-index-edition-template.csv"');
  const [header, example, ...rest] = parse(res.body as string, { bom: true }) as string[][];
  expect(header).toEqual([...EDITION_COLUMN_NAMES]);
  expect(rest).toEqual([]);
  expect(example).toHaveLength(EDITION_COLUMN_NAMES.length);
  const imported = await analyst.importCsv('2025-12', res.body as string);
  expect(imported.status).toBe(201);
  const list: EditionListItem[] = (await analyst.agent.get(API_PATHS.adminIndexEditions)).body.editions;
  expect(list).toEqual([expect.objectContaining({ month: '2025-12', status: 'draft', companyCount: 1, createdBy: STAFF.admin.email })]);
});
