import {
  ASSESSMENT_GUIDANCE,
  ASSESSMENT_PRIORITIES,
  ASSESSMENT_PRIORITY_METHOD,
  ASSESSMENT_QUESTIONS,
  BLOG_ARTICLE_SLUGS,
  PROVISION_INSTRUMENTS,
  assessmentReport,
  assessmentReportQuerySchema,
  decodeAnswers,
  encodeAnswers,
  provisionCitation,
  type AssessmentAnswers,
} from '../src/index.js';
import arabicTexts from '../src/messages/ar.json' with { type: 'json' };

const arabic: Record<string, string> = arabicTexts;
const answersWithNo = (...no: string[]) => Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, !no.includes(q.id)])) as AssessmentAnswers;

describe('the guidance for each question', () => {
  it.each(ASSESSMENT_QUESTIONS.map((q) => [q.id]))('%s has a gap, 2-4 actions, a priority, provisions with article numbers, and Arabic for each text', (id) => {
    const guidance = ASSESSMENT_GUIDANCE[id as keyof typeof ASSESSMENT_GUIDANCE];
    expect(guidance.gap.length).toBeGreaterThan(20);
    expect(guidance.actions.length).toBeGreaterThanOrEqual(2);
    expect(guidance.actions.length).toBeLessThanOrEqual(4);
    expect([1, 2, 3]).toContain(guidance.priority);
    expect(guidance.provisions.length).toBeGreaterThan(0);
    for (const provision of guidance.provisions) {
      expect(Object.keys(PROVISION_INSTRUMENTS)).toContain(provision.instrument);
      expect(Number.isInteger(provision.article) && provision.article > 0).toBe(true);
    }
    if (guidance.article) expect(BLOG_ARTICLE_SLUGS.map((a) => a.slug)).toContain(guidance.article);
    for (const text of [guidance.gap, ...guidance.actions]) expect(arabic[text]).toMatch(/[\u0600-\u06FF]/);
  });

  it('covers exactly the 15 questions, and the priorities, instruments and method read in Arabic too', () => {
    expect(Object.keys(ASSESSMENT_GUIDANCE).sort()).toEqual(ASSESSMENT_QUESTIONS.map((q) => q.id).sort());
    const texts = [ASSESSMENT_PRIORITY_METHOD, ...Object.values(PROVISION_INSTRUMENTS), ...Object.values(ASSESSMENT_PRIORITIES).flatMap((p) => [p.label, p.explanation])];
    for (const text of texts) expect(arabic[text]).toMatch(/[\u0600-\u06FF]/);
  });

  it('cites a provision by instrument and article, in either language', () => {
    expect(provisionCitation({ instrument: 'regulations', article: 24 })).toBe('PDPL Implementing Regulations, Article 24');
    expect(provisionCitation({ instrument: 'pdpl', article: 29 }, (english) => arabic[english] ?? english)).toBe('نظام حماية البيانات الشخصية، المادة 29');
  });
});

describe('the report', () => {
  it('orders the gaps by priority, then by question, and lists the Yes answers as strengths', () => {
    const report = assessmentReport(answersWithNo('dpo', 'dpia', 'breach_response', 'lawful_basis'));
    expect(report.score).toBe(11);
    expect(report.complianceLevel).toBe('Moderate Risk');
    expect(report.gaps.map((g) => g.id)).toEqual(['lawful_basis', 'breach_response', 'dpo', 'dpia']);
    expect(report.gaps[0]!.actions).toBe(ASSESSMENT_GUIDANCE.lawful_basis.actions);
    expect(report.strengths).toHaveLength(11);
    expect(report.strengths.map((s) => s.id)).not.toContain('dpo');
  });

  it('has no gaps when every answer is Yes', () => {
    const report = assessmentReport(answersWithNo());
    expect(report.gaps).toEqual([]);
    expect(report.strengths).toHaveLength(15);
  });

  it('travels in a URL as 15 letters, and refuses anything else', async () => {
    const answers = answersWithNo('ropa', 'security_controls');
    const code = encodeAnswers(answers);
    expect(code).toBe('yynyyyyyyyyyyyn');
    expect(decodeAnswers(code)).toEqual(answers);
    expect(() => decodeAnswers('yyy')).toThrow();
    await expect(assessmentReportQuerySchema.validate({ answers: code, locale: 'ar' })).resolves.toEqual({ answers: code, locale: 'ar' });
    for (const bad of ['yynyyyyyyyyyyyx', 'yy', `${code}y`, '']) await expect(assessmentReportQuerySchema.validate({ answers: bad })).rejects.toThrow();
  });
});
