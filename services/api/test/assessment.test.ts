import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { Knex } from 'knex';
import { API_PATHS, ASSESSMENT_MESSAGES as A, ASSESSMENT_QUESTIONS } from '@pdpl/contracts';
import { buildTestApp, type TestApp } from './support/app.js';
import { answersWithNo } from './support/assessment.js';
import { countRows, openTestDb, resetDb } from './support/db.js';
import { readAlternative } from './support/smtp.js';

let db: Knex;
let t: TestApp;
let dataDir: string;

const valid = {
  email: '  Dana@Example.COM ',
  name: 'Dana',
  communicationConsent: true,
  answers: answersWithNo('dpo', 'cross_border', 'childrens_data'),
  website: '',
};

const post = (body: unknown) => request(t.app).post(API_PATHS.assessmentResults).send(body as object);
const outboxFiles = async () => readdir(path.join(dataDir, 'outbox')).catch(() => [] as string[]);

beforeAll(async () => {
  db = await openTestDb();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'pdpl-outbox-'));
  t = buildTestApp(db, { DATA_DIR: dataDir });
});
beforeEach(async () => {
  await resetDb(db);
  await rm(path.join(dataDir, 'outbox'), { recursive: true, force: true });
});
afterAll(async () => {
  await t.close();
  await db.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

describe('POST /api/assessment/results without SMTP', () => {
  it('stores the scored result and keeps the e-mail in the local outbox, saying so', async () => {
    const res = await post(valid);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), delivery: 'outbox' });

    const row = await db('assessment_results').where({ id: res.body.id }).first();
    expect(row).toMatchObject({
      email: 'dana@example.com',
      name: 'Dana',
      score: 12,
      total_questions: 15,
      compliance_level: 'Moderate Risk',
      compliance_range: '10-12',
      communication_consent: true,
      email_status: 'outbox',
      email_error: null,
      answers: valid.answers,
    });
    expect(row.failed_questions.map((q: { id: string }) => q.id)).toEqual(['dpo', 'cross_border', 'childrens_data']);

    const files = await outboxFiles();
    expect(files).toHaveLength(1);
    const file = path.join(dataDir, 'outbox', files[0]!);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const { headers, text } = readAlternative(await readFile(file, 'utf8'));
    expect(headers).toMatch(/^To: dana@example\.com$/m);
    expect(text).toContain('Score: 12/15');
    expect(text).toContain('Level: Moderate Risk (10-12)');
  });

  it('writes the e-mail in Arabic when the assessment was taken in Arabic, and stores the result as in English', async () => {
    const res = await post({ ...valid, locale: 'ar' });
    expect(res.status).toBe(201);

    const files = await outboxFiles();
    expect(files).toHaveLength(1);
    const { headers, text, html } = readAlternative(await readFile(path.join(dataDir, 'outbox', files[0]!), 'utf8'));
    expect(headers).toMatch(/^Subject: نتائج تقييمك الذاتي لنظام حماية البيانات الشخصية: 12\/15 \(مخاطر متوسطة\)$/m);
    expect(text).toContain('الدرجة: 12/15');
    expect(text).toContain('المستوى: مخاطر متوسطة (10-12)');
    expect(text).toContain('توجد فجوات جوهرية.');
    expect(text).toContain('ما يجب معالجته حسب الأولوية (3)');
    for (const title of ['تعيين مسؤول حماية البيانات', 'ضوابط نقل البيانات خارج المملكة', 'بيانات الأطفال']) expect(text).toContain(title);
    expect(text).toContain('نظام حماية البيانات الشخصية، المادة 29');
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(html).toContain('/ar/KSA#pdpl-assessment');
    // Every line reads in Arabic: no English sentence is left in an Arabic e-mail.
    expect(text.split('\n').filter((line) => line.trim() !== '' && !/[\u0600-\u06FF]/.test(line))).toEqual([]);
    expect(await db('assessment_results').first()).toMatchObject({ score: 12, compliance_level: 'Moderate Risk' });
  });

  it('refuses a language it does not write with 422, storing and sending nothing', async () => {
    const res = await post({ ...valid, locale: 'fr' });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { locale: 'Invalid value' } });
    expect(await countRows(db, 'assessment_results')).toBe(0);
    expect(await outboxFiles()).toEqual([]);
  });

  it('recomputes the score from the answers and ignores figures sent by the browser', async () => {
    const res = await post({ ...valid, score: 15, complianceLevel: 'Low Risk', failedQuestions: [] });
    expect(res.status).toBe(201);
    expect(await db('assessment_results').first()).toMatchObject({ score: 12, compliance_level: 'Moderate Risk' });
  });

  it('stores a blank name as null and all-No answers as Critical Risk', async () => {
    const allNo = answersWithNo(...ASSESSMENT_QUESTIONS.map((q) => q.id));
    const res = await post({ ...valid, name: '   ', answers: allNo });
    expect(res.status).toBe(201);
    const row = await db('assessment_results').first();
    expect(row).toMatchObject({ name: null, score: 0, compliance_level: 'Critical Risk', compliance_range: '0-6' });
    expect(row.failed_questions).toHaveLength(15);
  });

  const rules: [string, Record<string, unknown>, string, string][] = [
    ['a blank e-mail', { email: '   ' }, 'email', A.emailRequired],
    ['an invalid e-mail', { email: 'dana@' }, 'email', A.emailInvalid],
    ['no consent', { communicationConsent: false }, 'communicationConsent', A.consentRequired],
    ['missing consent', { communicationConsent: undefined }, 'communicationConsent', A.consentRequired],
    ['a missing answer', { answers: { ...answersWithNo(), dpo: undefined } }, 'answers.dpo', A.answersIncomplete],
    ['no answers', { answers: undefined }, 'answers.ndgp_registration', A.answersIncomplete],
  ];

  it.each(rules)('refuses %s with 422 and the exact message, storing and sending nothing', async (_l, change, field, message) => {
    const res = await post({ ...valid, ...change });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(res.body.error.fields[field]).toBe(message);
    expect(await countRows(db, 'assessment_results')).toBe(0);
    expect(await outboxFiles()).toEqual([]);
  });

  it('rejects a filled honeypot, storing and sending nothing', async () => {
    const res = await post({ ...valid, website: 'bot' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('REJECTED');
    expect(await countRows(db, 'assessment_results')).toBe(0);
    expect(await outboxFiles()).toEqual([]);
  });

  it('stores a script in the name as inert text', async () => {
    const name = '<script>alert(1)</script>';
    const res = await post({ ...valid, name });
    expect(res.status).toBe(201);
    expect((await db('assessment_results').first()).name).toBe(name);
  });

  it('sends at most three results e-mails to one address a day, and refuses a fourth without storing it', async () => {
    for (let i = 0; i < 3; i += 1) expect((await post({ ...valid, name: `Attempt ${i}` })).status).toBe(201);
    const refused = await post(valid);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({ code: 'RATE_LIMITED', message: expect.stringMatching(/already been sent to this address/) });
    expect(await countRows(db, 'assessment_results')).toBe(3);
    expect(await outboxFiles()).toHaveLength(3);
    // Another address is not affected.
    expect((await post({ ...valid, email: 'other@example.com' })).status).toBe(201);
  });

  it('shares the public write rate limit with the lead forms', async () => {
    const limited = buildTestApp(db, { DATA_DIR: dataDir, RATE_LIMIT_PUBLIC_WRITES: '1' });
    try {
      expect((await request(limited.app).post(API_PATHS.assessmentResults).send(valid)).status).toBe(201);
      const res = await request(limited.app).post(API_PATHS.assessmentResults).send(valid);
      expect(res.status).toBe(429);
      expect(res.body.error.code).toBe('RATE_LIMITED');
      expect(await countRows(db, 'assessment_results')).toBe(1);
    } finally {
      await limited.close();
    }
  });
});
