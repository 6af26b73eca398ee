import { boolean, object, string, type InferType } from 'yup';
import { LOCALES } from '../i18n/locales.js';
import { ASSESSMENT_QUESTIONS } from './questions.js';
import { ANSWERS_CODE_PATTERN } from './report.js';

export const ASSESSMENT_MESSAGES = {
  emailRequired: 'Email Required',
  consentRequired: 'Consent Required',
  emailInvalid: 'Please enter a valid email address',
  answersIncomplete: 'Please answer all 15 questions before sending your results.',
  answersCodeInvalid: 'The answers must be 15 letters, y or n, one per question.',
  sentTitle: 'Results Sent Successfully',
  failedTitle: 'Failed to Send Results',
  failedBody: 'There was an error sending your results. Please try again.',
} as const;

const answersShape = Object.fromEntries(
  ASSESSMENT_QUESTIONS.map((q) => [q.id, boolean().required(ASSESSMENT_MESSAGES.answersIncomplete)]),
) as Record<(typeof ASSESSMENT_QUESTIONS)[number]['id'], ReturnType<typeof boolean>>;

/**
 * Body of "e-mail my results". The server recomputes score, level and failed questions from the
 * answers (scoreAssessment) and never trusts figures sent by the browser. `locale` is the language
 * the assessment was taken in, the e-mail's language.
 */
export const sendAssessmentResultsSchema = object({
  email: string().trim().lowercase().max(254).required(ASSESSMENT_MESSAGES.emailRequired).email(ASSESSMENT_MESSAGES.emailInvalid),
  name: string().trim().max(200).default(''),
  communicationConsent: boolean().oneOf([true], ASSESSMENT_MESSAGES.consentRequired).required(ASSESSMENT_MESSAGES.consentRequired),
  answers: object(answersShape).required(ASSESSMENT_MESSAGES.answersIncomplete).noUnknown(),
  website: string().max(0).default(''),
  locale: string().oneOf([...LOCALES], 'Invalid value').default('en'),
});

export type SendAssessmentResultsInput = InferType<typeof sendAssessmentResultsSchema>;

/** The API's answer: whether the e-mail left through SMTP or was kept in the local outbox. */
export interface SendAssessmentResultsResponse {
  id: string;
  delivery: 'sent' | 'outbox';
}

/** The query of the PDF report: the answers as 15 letters (encodeAnswers) and the report's language. */
export const assessmentReportQuerySchema = object({
  answers: string().required(ASSESSMENT_MESSAGES.answersCodeInvalid).matches(ANSWERS_CODE_PATTERN, ASSESSMENT_MESSAGES.answersCodeInvalid),
  locale: string().oneOf([...LOCALES], 'Invalid value').default('en'),
});

export type AssessmentReportQuery = InferType<typeof assessmentReportQuerySchema>;

/** The report's file name carries the day it was made: pdpl-self-assessment-2026-11-26.pdf. */
export const assessmentReportFileName = (date: Date) => `pdpl-self-assessment-${date.toISOString().slice(0, 10)}.pdf`;
