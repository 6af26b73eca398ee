import { boolean, object, string, type InferType } from 'yup';
import { NEWSLETTER_SOURCES } from './enums.js';
import { isSimpleEmail, MAX_EMAIL_LENGTH } from './email.js';
import { NEWSLETTER_MESSAGES as N } from './messages.js';

/** Body of POST newsletter subscription; the server re-runs the check of the given source. */
export const subscriptionSchema = object({
  email: string().trim().lowercase().max(MAX_EMAIL_LENGTH).required(N.emailRequired).test('simple-email', N.emailInvalid, (v) => v == null || isSimpleEmail(v)),
  consent: boolean().oneOf([true], N.consent).required(N.consent),
  source: string().oneOf([...NEWSLETTER_SOURCES]).required(),
  website: string().max(0).default(''),
});

export type SubscriptionInput = InferType<typeof subscriptionSchema>;
