/**
 * Newsletter page and launch-notification sign-ups share one table and one endpoint; the body's
 * `source` picks the spec's ordered checks and texts for each (marketing-ksa-pilot.md §5, §8).
 */
import type { Knex } from 'knex';
import {
  LAUNCH_MESSAGES,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_SOURCES,
  launchNotificationCheck,
  newsletterCheck,
  subscriptionFieldErrors,
  subscriptionSchema,
  type NewsletterSource,
  type SubscriptionInput,
} from '@pdpl/contracts';
import { AlreadyExists, ValidationFailed } from '../../domain/errors.js';
import type { InputRules } from '../../domain/input-rules.js';
import { insertNewsletterSubscription } from './repository.js';

const BY_SOURCE = {
  newsletter_page: { check: newsletterCheck, messages: NEWSLETTER_MESSAGES },
  pdpl_launch_notification: {
    check: launchNotificationCheck,
    messages: LAUNCH_MESSAGES,
  },
} as const;

const isSource = (value: unknown): value is NewsletterSource =>
  typeof value === 'string' && (NEWSLETTER_SOURCES as readonly string[]).includes(value);

/** The source's checks in the spec's order (first failure only, as the UI's toast), then the shared schema. */
export const subscriptionRules: InputRules<typeof subscriptionSchema> = {
  schema: subscriptionSchema,
  firstFailure(submitted) {
    if (!isSource(submitted.source)) return null;
    const values = { email: typeof submitted.email === 'string' ? submitted.email : '', consent: submitted.consent === true };
    const fields = subscriptionFieldErrors(BY_SOURCE[submitted.source].check, values);
    const [failure] = Object.values(fields);
    return failure ? new ValidationFailed(failure, { fields }) : null;
  },
};

/** Stores a subscription; a repeated e-mail is refused (DUPLICATE) with the source's "already" texts. */
export async function subscribe(db: Knex, input: SubscriptionInput): Promise<{ id: string }> {
  const id = await insertNewsletterSubscription(db, { email: input.email, source: input.source });
  if (id === null) {
    const { messages } = BY_SOURCE[input.source];
    throw new AlreadyExists(messages.duplicateBody, { title: messages.duplicateTitle });
  }
  return { id };
}
