/**
 * Newsletter page and launch-notification sign-ups share one table and one endpoint; the body's
 * `source` picks the spec's ordered checks and texts for each (marketing-ksa-pilot.md §5, §8).
 */
import type { Knex } from 'knex';
import {
  API_ERROR_CODES,
  LAUNCH_MESSAGES,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_SOURCES,
  launchNotificationCheck,
  newsletterCheck,
  subscriptionSchema,
  type NewsletterSource,
} from '@pdpl/contracts';
import { HttpError } from '../../http/errors.js';
import { objectBody, parseBody, validationFailed } from '../../http/validate.js';
import { insertNewsletterSubscription } from './repository.js';

const BY_SOURCE = {
  newsletter_page: { check: newsletterCheck, messages: NEWSLETTER_MESSAGES, consentMessage: NEWSLETTER_MESSAGES.consent },
  pdpl_launch_notification: {
    check: launchNotificationCheck,
    messages: LAUNCH_MESSAGES,
    consentMessage: LAUNCH_MESSAGES.consentRequired,
  },
} as const;

const isSource = (value: unknown): value is NewsletterSource =>
  typeof value === 'string' && (NEWSLETTER_SOURCES as readonly string[]).includes(value);

/**
 * Runs the source's checks in the spec's order (first failure only, as the UI's toast), then the
 * shared schema; a repeated e-mail answers 409 DUPLICATE with the source's "already" texts.
 */
export async function subscribe(db: Knex, body: unknown): Promise<{ id: string }> {
  const raw = objectBody(body);
  if (isSource(raw.source)) {
    const { check, consentMessage } = BY_SOURCE[raw.source];
    const failure = check({ email: typeof raw.email === 'string' ? raw.email : '', consent: raw.consent === true });
    if (failure) {
      const field = failure === consentMessage ? 'consent' : 'email';
      throw validationFailed(failure, { [field]: failure });
    }
  }
  const input = await parseBody(subscriptionSchema, raw);
  const id = await insertNewsletterSubscription(db, { email: input.email, source: input.source });
  if (id === null) {
    const { messages } = BY_SOURCE[input.source];
    throw new HttpError(409, API_ERROR_CODES.duplicate, messages.duplicateBody, undefined, messages.duplicateTitle);
  }
  return { id };
}
