import { ASSESSMENT_QUESTIONS, ASSESSMENT_TOTAL, type AssessmentAnswers, type AssessmentQuestionId } from './questions.js';

/** Result bands (spec §9): the score is the number of "yes" answers. */
export const ASSESSMENT_LEVELS = [
  {
    min: 13,
    max: 15,
    level: 'Low Risk',
    range: '13-15',
    description:
      'You have a solid baseline. Tighten the depth of your transfer and impact assessments, run a breach tabletop exercise, and refresh staff training.',
  },
  {
    min: 10,
    max: 12,
    level: 'Moderate Risk',
    range: '10-12',
    description:
      'There are material gaps. Prioritise your record of processing, cross-border risk assessments, data-subject-request SLAs and security hardening.',
  },
  {
    min: 7,
    max: 9,
    level: 'High Risk',
    range: '7-9',
    description:
      'Foundational work is needed on governance, DPO appointment and registration, safeguards for children’s data, and evidence trails.',
  },
  {
    min: 0,
    max: 6,
    level: 'Critical Risk',
    range: '0-6',
    description: 'An immediate remediation plan is needed. Pause or limit high-risk processing until the key controls are in place.',
  },
] as const;

export interface AssessmentOutcome {
  score: number;
  totalQuestions: number;
  complianceLevel: string;
  complianceRange: string;
  complianceDescription: string;
  failedQuestions: { id: AssessmentQuestionId; title: string; description: string }[];
}

/** Scores a complete set of answers; browser and server compute the same outcome. */
export function scoreAssessment(answers: AssessmentAnswers): AssessmentOutcome {
  const score = ASSESSMENT_QUESTIONS.filter((q) => answers[q.id] === true).length;
  const band = ASSESSMENT_LEVELS.find((b) => score >= b.min && score <= b.max) ?? ASSESSMENT_LEVELS[3];
  return {
    score,
    totalQuestions: ASSESSMENT_TOTAL,
    complianceLevel: band.level,
    complianceRange: band.range,
    complianceDescription: band.description,
    failedQuestions: ASSESSMENT_QUESTIONS.filter((q) => answers[q.id] === false).map(({ id, title, description }) => ({ id, title, description })),
  };
}
