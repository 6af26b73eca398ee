import { spawnSync } from 'node:child_process';
import request from 'supertest';
import type { Knex } from 'knex';
import {
  API_PATHS,
  ASSESSMENT_GUIDANCE,
  ASSESSMENT_MESSAGES,
  ASSESSMENT_QUESTIONS,
  assessmentReport,
  encodeAnswers,
  provisionCitation,
  type AssessmentQuestionId,
} from '@pdpl/contracts';
import { reportDocument, type ReportDocument } from '../src/modules/assessment/report-document.js';
import { resultsHtml, resultsText } from '../src/modules/assessment/results-email.js';
import { buildTestApp, type TestApp } from './support/app.js';
import { answersWithNo } from './support/assessment.js';
import { openTestDb } from './support/db.js';

let db: Knex;
let t: TestApp;

beforeAll(async () => {
  db = await openTestDb();
  t = buildTestApp(db, { SITE_URL: 'https://mizan.example' });
});
afterAll(async () => {
  await t.close();
  await db.destroy();
});

/** The PDF's text as poppler reads it back, on one line, without the bidi marks it adds around Arabic. */
function pdfText(pdf: Buffer): string {
  const out = spawnSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf });
  if (out.status !== 0) throw new Error(out.stderr.toString());
  return out.stdout.toString('utf8').replace(/[\u202A-\u202E]/g, '').replace(/\s+/g, ' ');
}

function pdfInfo(pdf: Buffer): string {
  return spawnSync('pdfinfo', ['-'], { input: pdf }).stdout.toString('utf8');
}

const getReport = (query: Record<string, string>) => request(t.app).get(API_PATHS.assessmentReport).query(query).buffer(true).parse((res, done) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
});

const ids = ASSESSMENT_QUESTIONS.map((q) => q.id);
const bands: [string, AssessmentQuestionId[], number][] = [
  ['Low Risk (13-15)', [], 15],
  ['Moderate Risk (10-12)', ['dpo', 'dpia', 'breach_response', 'lawful_basis'], 11],
  ['High Risk (7-9)', ids.slice(0, 7), 8],
  ['Critical Risk (0-6)', ids.slice(3), 3],
];

describe('GET /api/assessment/report', () => {
  it.each(bands)('renders the %s report as a tagged A4 PDF under 200 KB with the score, level, every gap and its articles', async (level, no, score) => {
    const answers = answersWithNo(...no);
    const res = await getReport({ answers: encodeAnswers(answers) });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="pdpl-self-assessment-${new Date().toISOString().slice(0, 10)}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(200 * 1024);
    const info = pdfInfo(pdf);
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    expect(info).toMatch(/^Page size:\s+595.28 x 841.89 pts \(A4\)$/m);
    expect(info).toMatch(/^Title:\s+PDPL self-assessment report$/m);

    const text = pdfText(pdf);
    expect(text).toContain(`Score: ${score}/15`);
    expect(text).toContain(`Level: ${level}`);
    expect(text).toContain(`What to fix, by priority (${no.length})`);
    for (const id of no) {
      const question = ASSESSMENT_QUESTIONS.find((q) => q.id === id)!;
      expect(text).toContain(question.title);
      expect(text).toContain(ASSESSMENT_GUIDANCE[id].gap);
      for (const provision of ASSESSMENT_GUIDANCE[id].provisions) expect(text).toContain(provisionCitation(provision));
    }
    expect(text).toContain(`Already in place (${score})`);
    expect(text).toContain('How this report is made');
    expect(text).toContain('https://mizan.example/KSA#pdpl-assessment');
  });

  it('orders the gaps by priority: fix first before fix next before plan', async () => {
    const text = pdfText((await getReport({ answers: encodeAnswers(answersWithNo('dpia', 'dpo', 'lawful_basis')) })).body as Buffer);
    const at = (title: string) => text.indexOf(title);
    expect(at('1. Lawful basis for every processing purpose')).toBeGreaterThan(0);
    expect(at('1. Lawful basis')).toBeLessThan(at('2. Data Protection Officer appointed'));
    expect(at('2. Data Protection Officer')).toBeLessThan(at('3. Data protection impact assessments'));
  });

  it('writes the report in Arabic when asked, right to left with the Arabic band and articles', async () => {
    const res = await getReport({ answers: encodeAnswers(answersWithNo('cross_border')), locale: 'ar' });
    expect(res.status).toBe(200);
    const text = pdfText(res.body as Buffer);
    expect(text).toContain('الدرجة');
    expect(text).toContain('14/15');
    expect(text).toContain('مخاطر منخفضة');
    expect(text).toContain('المادة 29');
    expect(text).toContain('https://mizan.example/ar/KSA#pdpl-assessment');
    expect(pdfInfo(res.body as Buffer)).toMatch(/^Title:\s+تقرير التقييم الذاتي/m);
  });

  it.each([
    ['letters other than y and n', { answers: 'yyyyyyyyyyyyyyx' }, 'answers', ASSESSMENT_MESSAGES.answersCodeInvalid],
    ['too few answers', { answers: 'yyyy' }, 'answers', ASSESSMENT_MESSAGES.answersCodeInvalid],
    ['no answers', {}, 'answers', ASSESSMENT_MESSAGES.answersCodeInvalid],
    ['a language it does not write', { answers: 'y'.repeat(15), locale: 'fr' }, 'locale', 'Invalid value'],
  ])('refuses %s with 422 and the field', async (_label, query, field, message) => {
    const res = await request(t.app).get(API_PATHS.assessmentReport).query(query);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields[field]).toBe(message);
  });
});

describe('the results e-mail', () => {
  /** Every text of the report document, as a reader sees it. */
  const textsOf = (doc: ReportDocument) => [
    doc.title, doc.date, doc.score, doc.level, doc.description, doc.gapsHeading, ...(doc.noGaps ? [doc.noGaps] : []),
    ...doc.gaps.flatMap((gap) => [gap.heading, gap.priority, gap.gap, ...gap.actions, ...gap.provisions, ...(gap.readMore ? [gap.readMore.url] : [])]),
    ...(doc.gaps.length > 0 ? [doc.labels.actions, doc.labels.provisions] : []), doc.strengthsHeading, ...doc.strengths, doc.methodHeading, ...doc.method,
    doc.links.retake.url, doc.links.pilot.url,
  ];
  const unescape = (html: string) => html.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));

  it.each(['en', 'ar'] as const)('says the same in its HTML and text parts (%s), each band', (locale) => {
    for (const [, no] of bands) {
      const doc = reportDocument(assessmentReport(answersWithNo(...no)), locale, 'https://mizan.example', new Date('2026-11-26T10:00:00Z'));
      const text = resultsText(doc);
      const html = unescape(resultsHtml(doc));
      for (const piece of textsOf(doc)) {
        expect(text).toContain(piece);
        expect(html).toContain(piece);
      }
    }
  });

  it('is laid out for mail clients: tables, inline styles, no stylesheet, no image, both colour schemes', () => {
    const html = resultsHtml(reportDocument(assessmentReport(answersWithNo('dpo')), 'en', 'https://mizan.example', new Date()));
    expect(html).toContain('<table role="presentation"');
    expect(html).not.toMatch(/<style|<link|<img|<script/i);
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(html).toMatch(/<a href="https:\/\/mizan\.example\/pilotapplication"/);
  });
});
