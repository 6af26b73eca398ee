import { ASSESSMENT_QUESTIONS, type AssessmentAnswers, type AssessmentQuestionId } from '@pdpl/contracts';

/** Every question answered Yes except the given ones. */
export function answersWithNo(...no: AssessmentQuestionId[]): AssessmentAnswers {
  return Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, !no.includes(q.id)])) as AssessmentAnswers;
}
