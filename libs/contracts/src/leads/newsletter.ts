import { boolean, object, string, type InferType } from 'yup';
import { NEWSLETTER_SOURCES } from './enums.js';
import { LAUNCH_MESSAGES as L, NEWSLETTER_MESSAGES as N } from './messages.js';

/** The spec's "simple email pattern" (no spaces, one @, a dot in the domain). */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface SubscriptionValues {
  email: string;
  consent: boolean;
}

/** Newsletter page checks, in the spec's order; returns the first failure's message or null. */
export function newsletterCheck({ email, consent }: SubscriptionValues): string | null {
  if (email.trim() === '') return N.emailRequired;
  if (!SIMPLE_EMAIL.test(email.trim())) return N.emailInvalid;
  if (!consent) return N.consent;
  return null;
}

/** Launch-notification dialog checks, in the spec's order (email, consent, then pattern). */
export function launchNotificationCheck({ email, consent }: SubscriptionValues): string | null {
  if (email.trim() === '') return L.emailRequired;
  if (!consent) return L.consentRequired;
  if (!SIMPLE_EMAIL.test(email.trim())) return L.emailInvalid;
  return null;
}

/** Body of POST newsletter subscription; the server re-runs the check of the given source. */
export const subscriptionSchema = object({
  email: string().trim().lowercase().max(254).required(N.emailRequired).matches(SIMPLE_EMAIL, N.emailInvalid),
  consent: boolean().oneOf([true], N.consent).required(N.consent),
  source: string().oneOf([...NEWSLETTER_SOURCES]).required(),
  website: string().max(0).default(''),
});

export type SubscriptionInput = InferType<typeof subscriptionSchema>;
