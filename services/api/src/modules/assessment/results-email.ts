import type { AssessmentOutcome, Locale } from '@pdpl/contracts';
import { contractText } from '../../i18n/contract-texts.js';
import type { MailMessage } from '../../mail/mailer.js';
import { RESULTS_EMAIL_TEXTS } from './results-email-texts.js';

/**
 * The plain-text results e-mail, in the language the assessment was taken in: score N/15, level,
 * range, description and each question answered No. Only what the server computed: no text the
 * sender typed (not even the name) ever reaches the recipient, so the form cannot relay a message
 * to an address its sender does not own.
 */
export function resultsEmail(to: string, outcome: AssessmentOutcome, locale: Locale): MailMessage {
  const { score, totalQuestions, complianceLevel, complianceRange, complianceDescription, failedQuestions } = outcome;
  const say = RESULTS_EMAIL_TEXTS[locale];
  const text = (english: string) => contractText(locale, english);
  const fraction = `${score}/${totalQuestions}`;
  const level = text(complianceLevel);
  const failed =
    failedQuestions.length === 0
      ? [say.allYes(totalQuestions)]
      : [say.failedHeading(failedQuestions.length), ...failedQuestions.flatMap((q, i) => ['', `${i + 1}. ${text(q.title)}`, `   ${text(q.description)}`])];
  const body = [
    say.greeting,
    '',
    say.intro,
    '',
    say.score(fraction),
    say.level(level, complianceRange),
    text(complianceDescription),
    '',
    ...failed,
    '',
    say.contact,
    '',
    say.signature,
  ].join('\n');
  return { to, subject: say.subject(fraction, level), text: body };
}
