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

/** The API's answer: whether the e-mail left through SMTP or was kept in the local outbox. */
export interface SendAssessmentResultsResponse {
  id: string;
  delivery: 'sent' | 'outbox';
}

/** The report's file name carries the day it was made: pdpl-self-assessment-2026-11-26.pdf. */
export const assessmentReportFileName = (date: Date) => `pdpl-self-assessment-${date.toISOString().slice(0, 10)}.pdf`;
