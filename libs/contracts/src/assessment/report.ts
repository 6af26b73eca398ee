import { ASSESSMENT_GUIDANCE, type QuestionGuidance } from './guidance.js';
import { ASSESSMENT_QUESTIONS, type AssessmentAnswers, type AssessmentQuestionId } from './questions.js';
import { scoreAssessment, type AssessmentOutcome } from './scoring.js';

export interface AssessmentGap extends QuestionGuidance {
  id: AssessmentQuestionId;
  title: string;
  description: string;
}

export interface AssessmentReport extends AssessmentOutcome {
  /** Every question answered No with its guidance, by priority, then in question order. */
  gaps: AssessmentGap[];
  /** The controls already in place (answered Yes), in question order. */
  strengths: { id: AssessmentQuestionId; title: string }[];
}

/** The results view, the PDF and the e-mail all show this one report, computed from the answers alone. */
export function assessmentReport(answers: AssessmentAnswers): AssessmentReport {
  const outcome = scoreAssessment(answers);
  const order = (id: AssessmentQuestionId) => ASSESSMENT_QUESTIONS.findIndex((q) => q.id === id);
  const gaps = outcome.failedQuestions
    .map((q) => ({ ...q, ...ASSESSMENT_GUIDANCE[q.id] }))
    .sort((a, b) => a.priority - b.priority || order(a.id) - order(b.id));
  const strengths = ASSESSMENT_QUESTIONS.filter((q) => answers[q.id] === true).map(({ id, title }) => ({ id, title }));
  return { ...outcome, gaps, strengths };
}

/**
 * Answers in a URL: one letter per question in the questions' order, `y` or `n` (the PDF link).
 * Fifteen letters say everything the server needs and nothing else.
 */
export const ANSWERS_CODE_PATTERN = new RegExp(`^[yn]{${ASSESSMENT_QUESTIONS.length}}$`);

export function encodeAnswers(answers: AssessmentAnswers): string {
  return ASSESSMENT_QUESTIONS.map((q) => (answers[q.id] ? 'y' : 'n')).join('');
}

export function decodeAnswers(code: string): AssessmentAnswers {
  if (!ANSWERS_CODE_PATTERN.test(code)) throw new RangeError('Invalid answers code');
  return Object.fromEntries(ASSESSMENT_QUESTIONS.map((q, i) => [q.id, code[i] === 'y'])) as AssessmentAnswers;
}
