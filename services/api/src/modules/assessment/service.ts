import type { Knex } from 'knex';
import {
  API_ERROR_CODES,
  ASSESSMENT_MESSAGES,
  ASSESSMENT_QUESTIONS,
  assessmentReport,
  assessmentReportFileName,
  decodeAnswers,
  type AssessmentAnswers,
  type AssessmentReportQuery,
  type SendAssessmentResultsInput,
  type SendAssessmentResultsResponse,
} from '@pdpl/contracts';
import { LimitReached, UpstreamFailed } from '../../domain/errors.js';
import type { Logger } from '../../logger.js';
import type { Mailer } from '../../mail/mailer.js';
import { countRecentSends, insertAssessmentResult, recordEmailOutcome } from './repository.js';
import { reportDocument } from './report-document.js';
import { reportPdf } from './report-pdf.js';
import { resultsEmail } from './results-email.js';

export interface AssessmentDeps {
  db: Knex;
  mailer: Mailer;
  logger: Logger;
}

const MAX_ERROR_LENGTH = 1000;

/** Results e-mails one address receives per day at most: enough for retakes, useless for spamming someone. */
export const MAX_SENDS_PER_RECIPIENT_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Scores the answers on the server (browser figures are never trusted), stores the result first
 * so nothing accepted is lost, then e-mails it. A failed send is recorded on the row and
 * refused as UpstreamFailed (EMAIL_FAILED).
 */
export async function sendAssessmentResults(
  deps: AssessmentDeps,
  input: SendAssessmentResultsInput,
  origin: string,
): Promise<SendAssessmentResultsResponse> {
  if ((await countRecentSends(deps.db, input.email, new Date(Date.now() - DAY_MS))) >= MAX_SENDS_PER_RECIPIENT_PER_DAY) {
    throw new LimitReached('Your results have already been sent to this address several times today. Please check your inbox or try again tomorrow.');
  }
  const answers = Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, input.answers[q.id]])) as AssessmentAnswers;
  const outcome = assessmentReport(answers);
  const id = await insertAssessmentResult(deps.db, {
    email: input.email,
    name: input.name || null,
    score: outcome.score,
    total_questions: outcome.totalQuestions,
    compliance_level: outcome.complianceLevel,
    compliance_range: outcome.complianceRange,
    answers,
    failed_questions: outcome.failedQuestions,
    communication_consent: input.communicationConsent,
  });

  let delivery: SendAssessmentResultsResponse['delivery'];
  try {
    delivery = await deps.mailer.send(resultsEmail(input.email, reportDocument(outcome, input.locale, origin, new Date())));
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    await recordEmailOutcome(deps.db, id, 'failed', reason.slice(0, MAX_ERROR_LENGTH));
    deps.logger.error({ err, assessmentResultId: id }, 'Sending the assessment results e-mail failed');
    throw new UpstreamFailed(ASSESSMENT_MESSAGES.failedBody, API_ERROR_CODES.emailFailed);
  }
  await recordEmailOutcome(deps.db, id, delivery, null);
  return { id, delivery };
}

/** The report as a PDF, scored here from the answers alone, with the file name it downloads as. */
export async function assessmentReportPdf(query: AssessmentReportQuery, origin: string, now = new Date()): Promise<{ pdf: Buffer; fileName: string }> {
  const report = assessmentReport(decodeAnswers(query.answers));
  return { pdf: await reportPdf(reportDocument(report, query.locale, origin, now)), fileName: assessmentReportFileName(now) };
}
