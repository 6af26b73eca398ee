import type { Knex } from 'knex';
import {
  API_ERROR_CODES,
  ASSESSMENT_MESSAGES,
  ASSESSMENT_QUESTIONS,
  scoreAssessment,
  type AssessmentAnswers,
  type SendAssessmentResultsInput,
  type SendAssessmentResultsResponse,
} from '@pdpl/contracts';
import { HttpError } from '../../http/errors.js';
import type { Logger } from '../../logger.js';
import type { Mailer } from '../../mail/mailer.js';
import { insertAssessmentResult, recordEmailOutcome } from './repository.js';
import { resultsEmail } from './results-email.js';

export interface AssessmentDeps {
  db: Knex;
  mailer: Mailer;
  logger: Logger;
}

const MAX_ERROR_LENGTH = 1000;

/**
 * Scores the answers on the server (browser figures are never trusted), stores the result first
 * so nothing accepted is lost, then e-mails it. A failed send is recorded on the row and
 * answered 502 EMAIL_FAILED.
 */
export async function sendAssessmentResults(
  deps: AssessmentDeps,
  input: SendAssessmentResultsInput,
): Promise<SendAssessmentResultsResponse> {
  const answers = Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, input.answers[q.id]])) as AssessmentAnswers;
  const outcome = scoreAssessment(answers);
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
    delivery = await deps.mailer.send(resultsEmail(input.email, input.name, outcome));
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    await recordEmailOutcome(deps.db, id, 'failed', reason.slice(0, MAX_ERROR_LENGTH));
    deps.logger.error({ err, assessmentResultId: id }, 'Sending the assessment results e-mail failed');
    throw new HttpError(502, API_ERROR_CODES.emailFailed, ASSESSMENT_MESSAGES.failedBody);
  }
  await recordEmailOutcome(deps.db, id, delivery, null);
  return { id, delivery };
}
