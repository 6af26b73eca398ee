import request from 'supertest';
import type { Knex } from 'knex';
import { API_PATHS, ASSESSMENT_GUIDANCE, ASSESSMENT_LEVELS, ASSESSMENT_MESSAGES, ASSESSMENT_QUESTIONS, provisionCitation } from '@pdpl/contracts';
import { buildTestApp } from './support/app.js';
import { answersWithNo } from './support/assessment.js';
import { openTestDb, resetDb } from './support/db.js';
import { readAlternative, startTestSmtp } from './support/smtp.js';

let db: Knex;

const failedIds = ['ndgp_registration', 'dpo', 'ropa', 'dpia', 'cross_border', 'childrens_data'] as const;
const body = {
  email: 'ciso@company.example',
  name: 'Sara',
  communicationConsent: true,
  answers: answersWithNo(...failedIds),
};

beforeAll(async () => {
  db = await openTestDb();
});
beforeEach(() => resetDb(db));
afterAll(() => db.destroy());

describe('assessment results through a real SMTP server', () => {
  it('delivers the report as HTML with a plain-text alternative: score, level, every gap with its actions and provisions, the strengths', async () => {
    const smtp = await startTestSmtp();
    const t = buildTestApp(db, { SMTP_URL: smtp.url, MAIL_FROM: 'Mizan <results@mizan.example>' });
    try {
      const res = await request(t.app).post(API_PATHS.assessmentResults).send(body);
      expect(res.status).toBe(201);
      expect(res.body.delivery).toBe('sent');
      expect((await db('assessment_results').where({ id: res.body.id }).first()).email_status).toBe('sent');

      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0]!;
      expect(mail.from).toBe('results@mizan.example');
      expect(mail.to).toEqual(['ciso@company.example']);
      const { headers, text, html } = readAlternative(mail.raw);
      expect(headers).toMatch(/Subject: Your PDPL self-assessment results: 9\/15 \(High Risk\)/);
      const high = ASSESSMENT_LEVELS.find((l) => l.level === 'High Risk')!;
      for (const part of [text, html.replace(/&#39;/g, "'")]) {
        // Nothing the sender typed reaches the recipient, not even the name.
        expect(part).toContain('Hello,');
        expect(part).not.toContain('Sara');
        expect(part).toContain('Score: 9/15');
        expect(part).toContain('Level: High Risk (7-9)');
        expect(part).toContain(high.description);
        expect(part).toContain('What to fix, by priority (6)');
        for (const q of ASSESSMENT_QUESTIONS) {
          const guidance = ASSESSMENT_GUIDANCE[q.id];
          const failed = (failedIds as readonly string[]).includes(q.id);
          expect([q.id, part.includes(guidance.gap) && guidance.actions.every((a) => part.includes(a))]).toEqual([q.id, failed]);
          if (failed) for (const provision of guidance.provisions) expect(part).toContain(provisionCitation(provision));
          expect(part).toContain(q.title);
        }
        expect(part).toContain('Already in place (9)');
        expect(part).toMatch(/\/KSA#pdpl-assessment/);
        expect(part).toMatch(/\/pilotapplication/);
      }
      expect(html).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr">/);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('keeps the result, records the failure and answers 502 EMAIL_FAILED when the server refuses', async () => {
    const smtp = await startTestSmtp({ rejectRecipients: true });
    const t = buildTestApp(db, { SMTP_HOST: '127.0.0.1', SMTP_PORT: new URL(smtp.url).port });
    try {
      const res = await request(t.app).post(API_PATHS.assessmentResults).send(body);
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ error: { code: 'EMAIL_FAILED', message: ASSESSMENT_MESSAGES.failedBody } });
      const rows = await db('assessment_results').select();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ score: 9, email_status: 'failed', email_error: expect.stringMatching(/unavailable/) });
      expect(smtp.received).toEqual([]);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('keeps the result and records the failure when the mail server is down', async () => {
    const smtp = await startTestSmtp();
    const port = new URL(smtp.url).port;
    await smtp.close(); // Nothing listens on the port any more.
    const t = buildTestApp(db, { SMTP_HOST: '127.0.0.1', SMTP_PORT: port });
    try {
      const res = await request(t.app).post(API_PATHS.assessmentResults).send(body);
      expect(res.status).toBe(502);
      expect(res.body.error.code).toBe('EMAIL_FAILED');
      const rows = await db('assessment_results').select();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ score: 9, email_status: 'failed', email_error: expect.stringMatching(/ECONNREFUSED|connect/i) });
    } finally {
      await t.close();
    }
  });
});
