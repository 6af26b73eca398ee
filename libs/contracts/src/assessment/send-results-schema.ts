import { boolean, object, string, type InferType } from 'yup';
import { LOCALES } from '../i18n/locales.js';
import { MAX_EMAIL_LENGTH } from '../leads/email.js';
import { ASSESSMENT_QUESTIONS } from './questions.js';
import { ANSWERS_CODE_PATTERN } from './report.js';
import { ASSESSMENT_MESSAGES } from './send-results.js';

const answersShape = Object.fromEntries(
  ASSESSMENT_QUESTIONS.map((q) => [q.id, boolean().required(ASSESSMENT_MESSAGES.answersIncomplete)]),
) as Record<(typeof ASSESSMENT_QUESTIONS)[number]['id'], ReturnType<typeof boolean>>;

/**
 * Body of "e-mail my results". The server recomputes score, level and failed questions from the
 * answers (scoreAssessment) and never trusts figures sent by the browser. `locale` is the language
 * the assessment was taken in, the e-mail's language.
 */
export const sendAssessmentResultsSchema = object({
  email: string().trim().lowercase().max(MAX_EMAIL_LENGTH).required(ASSESSMENT_MESSAGES.emailRequired).email(ASSESSMENT_MESSAGES.emailInvalid),
  name: string().trim().max(200).default(''),
  communicationConsent: boolean().oneOf([true], ASSESSMENT_MESSAGES.consentRequired).required(ASSESSMENT_MESSAGES.consentRequired),
  answers: object(answersShape).required(ASSESSMENT_MESSAGES.answersIncomplete).noUnknown(),
  website: string().max(0).default(''),
  locale: string().oneOf([...LOCALES], 'Invalid value').default('en'),
});

export type SendAssessmentResultsInput = InferType<typeof sendAssessmentResultsSchema>;

/** The query of the PDF report: the answers as 15 letters (encodeAnswers) and the report's language. */
export const assessmentReportQuerySchema = object({
  answers: string().required(ASSESSMENT_MESSAGES.answersCodeInvalid).matches(ANSWERS_CODE_PATTERN, ASSESSMENT_MESSAGES.answersCodeInvalid),
  locale: string().oneOf([...LOCALES], 'Invalid value').default('en'),
});

export type AssessmentReportQuery = InferType<typeof assessmentReportQuerySchema>;
