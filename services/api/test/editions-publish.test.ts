/** Publishing and withdrawing editions: what the public reads switches at once, and entirely. */
import type { Request, Response } from 'express';
import request from 'supertest';
import { API_PATHS, type CompanyListResponse, type EditionPreview } from '@pdpl/contracts';
import { requireRole } from '../src/http/access.js';
import { buildTestApp, useTestApp } from './support/app.js';
import { companyRecord, editor, records, toCsv } from './support/editions.js';
import { STAFF, useStaffAccounts } from './support/users.js';

const fx = useTestApp({ resetEachTest: true });
useStaffAccounts(fx);

const publicList = async (app = fx.app) => (await request(app).get(API_PATHS.companies)).body as CompanyListResponse;
const scoresOf = (list: CompanyListResponse) => list.records.map((r) => `${r.id}:${r.score}`).sort();

it('publishes a draft: the list, the summary and a report show it; the audit names who', async () => {
  const analyst = await editor(fx.app);
  await analyst.publishFile('2025-10', records([40, 50]));
  const id = await analyst.publishFile('2025-11', records([60, 70, 80]));
  const list = await publicList();
  expect(list.edition).toEqual({ month: '2025-11-01', isSample: false, current: true });
  expect(list.records.map((r) => [r.id, r.score])).toEqual([['co-3', 80], ['co-2', 70], ['co-1', 60]]);
  expect((await request(fx.app).get(API_PATHS.indexSummary)).body).toMatchObject({ totalCompanies: 3, avgScoreThisMonth: 70, avgScorePrevMonth: 45 });
  expect((await request(fx.app).get(API_PATHS.company('co-2'))).body).toMatchObject({ score: 70, rank: { overall: { position: 2, of: 3 } } });
  const editions = (await analyst.agent.get(API_PATHS.adminIndexEditions)).body.editions;
  expect(editions[0]).toMatchObject({ id, month: '2025-11', status: 'published', publishedBy: STAFF.analyst.email });
  const audit = (await analyst.agent.get(API_PATHS.adminIndexEditionAudit)).body.entries.map((e: { action: string; month: string }) => `${e.action} ${e.month}`);
  expect(audit).toEqual(['publish 2025-11', 'import 2025-11', 'publish 2025-10', 'import 2025-10']);
});

it('replaces the published edition of the same month, and withdrawing brings back the previous month', async () => {
  const admin = await editor(fx.app, STAFF.admin);
  await admin.publishFile('2025-10', records([40]));
  const first = await admin.publishFile('2025-11', records([50]));
  const second = await admin.importCsv('2025-11', toCsv(records([90])));
  expect(scoresOf(await publicList())).toEqual(['co-1:50']);
  const published = await admin.publish(second.body.edition.id);
  expect(published.body.replaced).toMatchObject({ id: first, status: 'withdrawn', withdrawnBy: STAFF.admin.email });
  expect(scoresOf(await publicList())).toEqual(['co-1:90']);

  const withdrawn = await admin.withdraw(second.body.edition.id);
  expect(withdrawn.body.edition).toMatchObject({ status: 'withdrawn' });
  expect((await publicList()).edition).toEqual({ month: '2025-10-01', isSample: false, current: true });
  expect(scoresOf(await publicList())).toEqual(['co-1:40']);
  expect((await request(fx.app).get(API_PATHS.company('co-1'))).body.history).toEqual([{ month: '2025-10-01', score: 40 }]);
});

it('refuses to publish what is not a draft or withdraw what is not published (409), and unknown ids', async () => {
  const analyst = await editor(fx.app);
  const id = await analyst.publishFile('2025-11', records([50]));
  expect((await analyst.publish(id)).body.error.code).toBe('EDITION_NOT_DRAFT');
  const draft = (await analyst.importCsv('2025-12', toCsv(records([50])))).body.edition.id;
  expect((await analyst.withdraw(draft)).status).toBe(409);
  expect((await analyst.publish(999_999)).status).toBe(404);
  expect((await analyst.agent.get('/api/admin/index/editions/abc/preview')).status).toBe(400);
});

it('switches atomically: concurrent readers see the old edition or the new one, never a mix', async () => {
  const analyst = await editor(fx.app);
  await analyst.publishFile('2025-11', records(Array.from({ length: 60 }, () => 40)));
  const next = Array.from({ length: 60 }, (_, i) => companyRecord(i % 2 ? `co-${i + 1}` : `new-${i}`, 90));
  const draft = (await analyst.importCsv('2025-11', toCsv(next))).body.edition.id;
  const old = scoresOf(await publicList());
  const reads = Array.from({ length: 40 }, () => publicList());
  const [publish, ...answers] = await Promise.all([analyst.publish(draft), ...reads]);
  expect(publish.status).toBe(200);
  const fresh = scoresOf(await publicList());
  expect(fresh).not.toEqual(old);
  for (const answer of answers) expect([old, fresh]).toContainEqual(scoresOf(answer));
});

it('previews a draft against the current edition', async () => {
  const analyst = await editor(fx.app);
  await analyst.publishFile('2025-10', [companyRecord('a', 50), companyRecord('b', 60, { sector: 'Healthcare' }), companyRecord('gone', 30)]);
  const file = [companyRecord('a', 75), companyRecord('b', 58, { sector: 'Healthcare' }), companyRecord('new', 20), ...records(Array.from({ length: 25 }, () => 10))];
  const draft = (await analyst.importCsv('2025-11', toCsv(file))).body.edition.id;
  const preview: EditionPreview = (await analyst.agent.get(API_PATHS.adminIndexEditionPreview(draft))).body;
  expect(preview.current).toMatchObject({ month: '2025-10', status: 'published' });
  expect(preview.added.map((c) => c.id)).toContain('new');
  expect(preview.removed).toEqual([{ id: 'gone', companyName: 'Company gone' }]);
  expect(preview.biggestChanges).toEqual([
    { id: 'a', companyName: 'Company a', before: 50, after: 75, delta: 25 },
    { id: 'b', companyName: 'Company b', before: 60, after: 58, delta: -2 },
  ]);
  expect(preview.sectorAverages).toContainEqual({ sector: 'Healthcare', before: 60, after: 58 });
  expect(preview.firstPage).toHaveLength(20);
  expect(preview.firstPage.slice(0, 3).map((r) => r.id)).toEqual(['a', 'b', 'new']);
});

describe('who may publish', () => {
  it('lets analysts and admins in, and answers 403 to a signed-in user of any other role', () => {
    const outcome = (role: string) => {
      const next = jest.fn();
      requireRole(['analyst', 'admin'])({ user: { id: 1, email: 'x@example.com', role } } as unknown as Request, {} as Response, next);
      return next.mock.calls[0][0]?.kind ?? 'passed';
    };
    expect(['analyst', 'admin', 'viewer'].map(outcome)).toEqual(['passed', 'passed', 'forbidden']);
  });

  it('refuses anonymous callers with 401 and requires the CSRF token', async () => {
    expect((await request(fx.app).get(API_PATHS.adminIndexEditions)).status).toBe(401);
    expect((await request(fx.app).post(API_PATHS.adminIndexEditionPublish(1))).status).toBeGreaterThanOrEqual(401);
    const analyst = await editor(fx.app);
    const draft = (await analyst.importCsv('2025-11', toCsv(records([50])))).body.edition.id;
    const noToken = await analyst.agent.post(API_PATHS.adminIndexEditionPublish(draft));
    expect(noToken.status).toBe(403);
    expect(noToken.body.error.code).toBe('CSRF_FAILED');
    const importNoToken = await analyst.agent.post(`${API_PATHS.adminIndexEditionImport}?month=2025-12`).set('Content-Type', 'text/csv').send(toCsv(records([50])));
    expect(importNoToken.body.error.code).toBe('CSRF_FAILED');
  });
});

it('makes a publication visible at once even with the read cache on', async () => {
  const cached = buildTestApp(fx.db, { INDEX_CACHE_SECONDS: '600' });
  try {
    const analyst = await editor(cached.app);
    await analyst.publishFile('2025-10', records([40]));
    expect(scoresOf(await publicList(cached.app))).toEqual(['co-1:40']);
    await analyst.publishFile('2025-11', records([70]));
    expect(scoresOf(await publicList(cached.app))).toEqual(['co-1:70']);
  } finally {
    await cached.close();
  }
});
