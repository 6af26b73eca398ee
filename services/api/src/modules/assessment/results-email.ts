import type { AssessmentOutcome } from '@pdpl/contracts';
import type { MailMessage } from '../../mail/mailer.js';

/**
 * The plain-text results e-mail: score N/15, level, range, description and each question answered
 * No. Only what the server computed: no text the sender typed (not even the name) ever reaches the
 * recipient, so the form cannot relay a message to an address its sender does not own.
 */
export function resultsEmail(to: string, outcome: AssessmentOutcome): MailMessage {
  const { score, totalQuestions, complianceLevel, complianceRange, complianceDescription, failedQuestions } = outcome;
  const failed =
    failedQuestions.length === 0
      ? [`You answered Yes to all ${totalQuestions} questions.`]
      : [
          `Questions answered No (${failedQuestions.length}):`,
          ...failedQuestions.flatMap((q, i) => ['', `${i + 1}. ${q.title}`, `   ${q.description}`]),
        ];
  const text = [
    'Hello,',
    '',
    'Thank you for taking the PDPL compliance self-assessment. Here are your results.',
    '',
    `Score: ${score}/${totalQuestions}`,
    `Level: ${complianceLevel} (${complianceRange})`,
    complianceDescription,
    '',
    ...failed,
    '',
    'To discuss your results with us, use the contact page on our website.',
    '',
    'Mizan',
  ].join('\n');
  return { to, subject: `Your PDPL self-assessment results: ${score}/${totalQuestions} (${complianceLevel})`, text };
}
