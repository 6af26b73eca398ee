/**
 * The index computes itself, through the API as analysts use it: companies watched (one, and a CSV
 * refused by row and column), collected by the job queue from stand-in sites over real HTTP,
 * analysed with evidence, overridden with a reason, accepted, drafted through the edition import,
 * published; and a notice that changes makes a new version with a readable diff.
 */
import request from 'supertest';
import {
  ANALYSIS_API_PATHS,
  API_PATHS,
  CSRF_HEADER,
  RUBRIC_VERSION,
  type CollectionProgress,
  type CompanyReview,
  type WatchedCompanyListResponse,
} from '@pdpl/contracts';
import { startScheduler, type Scheduler } from '../src/scheduler/index.js';
import { siteCollectorOf } from '../src/modules/index-analysis/site-collector.js';
import { buildTestApp, testConfig, type TestApp } from './support/app.js';
import { openTestDb, openTestPool, resetDb, silentLogger } from './support/db.js';
import { sendHtml, startServer, type TestServer } from './support/stand-in-sites.js';
import { createUser, signInAgent, STAFF } from './support/users.js';
import type { Knex } from 'knex';
import type pg from 'pg';

const NOTICE_EN = (extra: string) => `<!doctype html><html lang="en"><head><title>Privacy Notice</title></head><body>
<header><nav><a href="/">Home</a></nav></header>
<main><article><h1>Privacy Notice</h1>
<p>Last updated: 3 October 2026.</p>
<h2>Who we are</h2><p>Qimmah Test Trading Company is the controller of your personal data. Our registered office is at King Fahd Road, Riyadh 12211, Saudi Arabia.</p>
<h2>Your rights</h2><p>You have the right to access your personal data and to request a copy of it. You may ask us to correct your personal data or to destroy it. You can withdraw your consent at any time.</p>
<p>To exercise these rights, e-mail privacy@qimmah.example; we answer within 30 days.</p>
<h2>Retention</h2><p>We keep your personal data for five years after the end of our contract, then we destroy it.</p>
${extra}
</article></main><footer>All rights reserved.</footer></body></html>`;

const NOTICE_AR = `<!doctype html><html lang="ar" dir="rtl"><head><title>إشعار الخصوصية</title></head><body><main><article>
<h1>إشعار الخصوصية</h1>
<p>يحق لك الوصول إلى بياناتك الشخصية وطلب تصحيحها أو إتلافها.</p>
<p>نحتفظ ببياناتك الشخصية مدة خمس سنوات ثم نتلفها.</p>
</article></main></body></html>`;

const HOME = `<!doctype html><html lang="en"><head><title>Qimmah</title></head><body>
<div id="onetrust-banner-sdk">We use cookies.</div>
<footer><a href="/privacy">Privacy Policy</a> <a href="/ar/privacy">سياسة الخصوصية</a></footer></body></html>`;

let db: Knex;
let pool: pg.Pool;
let site: TestServer;
let t: TestApp;
let scheduler: Scheduler;
let extraParagraph = '';

beforeAll(async () => {
  db = await openTestDb();
  pool = openTestPool();
  site = await startServer((_req, res, path) => {
    if (path === '/') sendHtml(res, HOME);
    else if (path === '/privacy') sendHtml(res, NOTICE_EN(extraParagraph));
    else if (path === '/ar/privacy') sendHtml(res, NOTICE_AR);
    else sendHtml(res, '<h1>Not found</h1>', 404);
  }, { robots: 'User-agent: *\nDisallow: /private/\n' });
  const env = { INDEX_COLLECT_ALLOW_HOSTS: site.hostPort, INDEX_COLLECT_HOST_DELAY_MS: '10', INDEX_COLLECT_RETRY_WAIT_MS: '10' };
  const config = testConfig(env);
  scheduler = await startScheduler({ config, db, pool, logger: silentLogger, collect: siteCollectorOf(config, silentLogger) });
  t = buildTestApp(db, env, (c) => c, { collection: scheduler.collection });
});
afterAll(async () => {
  await scheduler?.stop();
  await t?.close();
  await site?.close();
  await pool?.end();
  await db?.destroy();
});
beforeEach(async () => {
  await resetDb(db);
  await db('agenda_jobs').delete();
  await createUser(db, STAFF.analyst.email, STAFF.analyst.password, 'analyst');
  extraParagraph = '';
});

async function analyst() {
  const { agent, csrf } = await signInAgent(t.app, STAFF.analyst);
  return { agent, post: (path: string) => agent.post(path).set(CSRF_HEADER, csrf), put: (path: string) => agent.put(path).set(CSRF_HEADER, csrf) };
}

const company = (id = 'qimmah-test') => ({ id, nameEn: 'Qimmah Test Trading', nameAr: 'شركة قمة التجارية', sector: 'Retail & E-commerce', website: site.url('/') });

async function collectAndWait(a: Awaited<ReturnType<typeof analyst>>, companyId = '') {
  expect((await a.post(ANALYSIS_API_PATHS.collect).send({ companyId })).status).toBe(202);
  for (let i = 0; i < 200; i++) {
    const progress = (await a.agent.get(ANALYSIS_API_PATHS.progress)).body as CollectionProgress;
    if (progress.batch && progress.batch.queued + progress.batch.running === 0) return progress;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('The collection did not end');
}

it('refuses anyone not signed in as staff of the index', async () => {
  expect((await request(t.app).get(ANALYSIS_API_PATHS.companies)).status).toBe(401);
  expect((await request(t.app).post(ANALYSIS_API_PATHS.companies).send(company())).status).toBe(401);
});

it('adds a company, refuses a bad one field by field and a bad CSV row by row and column, and imports a good CSV', async () => {
  const a = await analyst();
  expect((await a.post(ANALYSIS_API_PATHS.companies).send(company())).status).toBe(201);
  const again = await a.post(ANALYSIS_API_PATHS.companies).send(company());
  expect(again.status).toBe(409);
  const bad = await a.post(ANALYSIS_API_PATHS.companies).send({ ...company('Bad Id'), nameAr: 'Latin', website: 'ftp://x.example' });
  expect(bad.status).toBe(422);
  expect(bad.body.error.fields).toMatchObject({ id: expect.any(String), nameAr: 'Write the Arabic name in Arabic letters', website: expect.stringContaining('http(s)') });

  const csv = ['id,nameEn,nameAr,sector,website', 'good-one,Good One,شركة جيدة,Healthcare,https://good.example', 'qimmah-test,Dup,مكرر,Healthcare,https://dup.example', 'x,,ب,Nowhere,notaurl'].join('\n');
  const refused = await a.post(ANALYSIS_API_PATHS.companiesImport).set('Content-Type', 'text/csv').send(csv);
  expect(refused.status).toBe(422);
  const messages: string[] = refused.body.error.rows.map((r: { message: string }) => r.message);
  expect(messages).toEqual(expect.arrayContaining([expect.stringMatching(/^row 4, column id: /), 'row 4, column nameEn: Enter the company name', 'row 4, column sector: Choose one of the index sectors', expect.stringMatching(/^row 4, column website: /)]));
  expect(((await a.agent.get(ANALYSIS_API_PATHS.companies)).body as WatchedCompanyListResponse).companies.map((c) => c.id)).toEqual(['qimmah-test']);

  const ok = await a.post(ANALYSIS_API_PATHS.companiesImport).set('Content-Type', 'text/csv').send('\uFEFFid,nameEn,nameAr,sector,website\ngood-one,Good One,شركة جيدة,Healthcare,https://good.example\n');
  expect(ok.body).toEqual({ imported: 1 });
  expect(((await a.agent.get(ANALYSIS_API_PATHS.companies)).body as WatchedCompanyListResponse).companies.map((c) => c.id).sort()).toEqual(['good-one', 'qimmah-test']);
});

it('collects, analyses with evidence, takes an override with its reason, and drafts and publishes the month', async () => {
  const a = await analyst();
  await a.post(ANALYSIS_API_PATHS.companies).send(company());
  const progress = await collectAndWait(a, 'qimmah-test');
  expect(progress.batch).toMatchObject({ total: 1, done: 1, failed: 0 });
  expect(site.paths()).not.toContain('/private/');

  const review = (await a.agent.get(ANALYSIS_API_PATHS.review('qimmah-test'))).body as CompanyReview;
  expect(review.rubric).toBe(RUBRIC_VERSION);
  expect(review.notices.map((n) => `${n.kind}/${n.language}`).sort()).toEqual(['privacy/ar', 'privacy/en']);
  expect(review.traits).toMatchObject({ privacyNoticeFound: true, privacyLinkedFromHome: true, arabicNoticeFound: true, cookieBannerMarkup: true });
  const rights = review.dimensions.find((d) => d.key === 'dataSubjectRights')!;
  const access = rights.requirements.find((r) => r.id === 'rights.access')!;
  expect(access.met).toBe(true);
  expect(review.notices.find((n) => n.language === access.evidence[0]!.language)!.text).toContain(access.evidence[0]!.quote);
  const children = review.dimensions.find((d) => d.key === 'childrensData')!;
  expect(children.requirements.every((r) => !r.met)).toBe(true);

  const overridden = await a.post(ANALYSIS_API_PATHS.overrides('qimmah-test')).send({ month: review.month, requirementId: 'children.addressed', met: true, reason: 'The terms of sale say the shop does not sell to under-18s.' });
  expect(overridden.status).toBe(200);
  const after = (overridden.body as CompanyReview).dimensions.find((d) => d.key === 'childrensData')!;
  expect(after.requirements[0]).toMatchObject({ id: 'children.addressed', suggested: false, met: true, override: { by: STAFF.analyst.email, reason: expect.stringContaining('under-18s') } });
  expect(after.score).toBe(50);
  const noReason = await a.post(ANALYSIS_API_PATHS.overrides('qimmah-test')).send({ month: review.month, requirementId: 'children.addressed', met: true, reason: ' ' });
  expect(noReason.status).toBe(422);

  expect((await a.post(ANALYSIS_API_PATHS.drafts).send({ month: review.month })).status).toBe(409);
  expect((await a.post(ANALYSIS_API_PATHS.accept('qimmah-test')).send({ month: review.month })).body.reviewed).toMatchObject({ by: STAFF.analyst.email });
  const draft = await a.post(ANALYSIS_API_PATHS.drafts).send({ month: review.month });
  expect(draft.status).toBe(201);
  expect(draft.body).toMatchObject({ companyCount: 1, edition: { status: 'draft', month: review.month } });
  expect((await a.post(API_PATHS.adminIndexEditionPublish(draft.body.edition.id))).status).toBe(200);

  const report = (await request(t.app).get(API_PATHS.company('qimmah-test'))).body;
  expect(report).toMatchObject({ companyName: 'Qimmah Test Trading', score: (overridden.body as CompanyReview).score });
  expect(report.dimensions.childrensData).toBe(50);
  const details = (await request(t.app).get(API_PATHS.companyDetails('qimmah-test'))).body;
  const rightsSection = details.sections.find((s: { name: string }) => s.name === 'Data Subject Rights');
  expect(rightsSection.reason).toContain('Met: The right to access personal data.');
  expect(rightsSection.requirements).toEqual(expect.arrayContaining([{ id: 'rights.access', met: true }]));
});

it('keeps a new version only when the notice text changed, with a readable diff', async () => {
  const a = await analyst();
  await a.post(ANALYSIS_API_PATHS.companies).send(company());
  await collectAndWait(a, 'qimmah-test');
  await collectAndWait(a, 'qimmah-test');
  let versions = (await a.agent.get(ANALYSIS_API_PATHS.versions('qimmah-test'))).body.versions;
  expect(versions).toHaveLength(2);

  extraParagraph = '<h2>Transfers</h2><p>We may transfer your personal data outside the Kingdom only under the safeguards the law requires.</p>';
  await collectAndWait(a);
  versions = (await a.agent.get(ANALYSIS_API_PATHS.versions('qimmah-test'))).body.versions;
  expect(versions).toHaveLength(3);
  const english = versions.filter((v: { language: string }) => v.language === 'en');
  const diff = (await a.agent.get(ANALYSIS_API_PATHS.versionDiff('qimmah-test', english[1].id, english[0].id))).body;
  expect(diff.added).toBeGreaterThan(0);
  expect(diff.removed).toBe(0);
  expect(diff.changes.filter((c: { kind: string }) => c.kind === 'added').map((c: { text: string }) => c.text).join(' ')).toContain('outside the Kingdom');
  const review = (await a.agent.get(ANALYSIS_API_PATHS.review('qimmah-test'))).body as CompanyReview;
  expect(review.changes.map((c) => c.to.language)).toEqual(['en']);
  expect(review.dimensions.find((d) => d.key === 'crossBorderTransfers')!.requirements.find((r) => r.id === 'transfers.disclosed')!.met).toBe(true);
});

it('records a site it may not collect as a failed run with the reason', async () => {
  const a = await analyst();
  await a.post(ANALYSIS_API_PATHS.companies).send({ ...company(), website: 'http://10.0.0.1/' });
  const progress = await collectAndWait(a, 'qimmah-test');
  expect(progress.batch).toMatchObject({ total: 1, failed: 1 });
  const listed = ((await a.agent.get(ANALYSIS_API_PATHS.companies)).body as WatchedCompanyListResponse).companies[0]!;
  expect(listed.lastCollection).toMatchObject({ status: 'failed', error: expect.stringMatching(/address/i) });
});

it('sets the monthly schedule, and refuses a day past the 28th', async () => {
  const a = await analyst();
  const set = await a.put(ANALYSIS_API_PATHS.schedule).send({ enabled: true, dayOfMonth: '2', hourUtc: '5' });
  expect(set.status).toBe(200);
  const next = new Date(set.body.schedule.nextRunAt);
  expect([next.getUTCDate(), next.getUTCHours(), next.getUTCMinutes()]).toEqual([2, 5, 0]);
  expect((await a.put(ANALYSIS_API_PATHS.schedule).send({ enabled: true, dayOfMonth: '31', hourUtc: '5' })).status).toBe(422);
  const off = await a.put(ANALYSIS_API_PATHS.schedule).send({ enabled: false, dayOfMonth: '2', hourUtc: '5' });
  expect(off.body.schedule.nextRunAt).toBeNull();
  expect(((await a.agent.get(ANALYSIS_API_PATHS.progress)).body as CollectionProgress).schedule).toMatchObject({ enabled: false, dayOfMonth: 2, hourUtc: 5, nextRunAt: null });
});
