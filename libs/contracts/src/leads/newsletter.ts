import { isSimpleEmail } from './email.js';
import { LAUNCH_MESSAGES as L, NEWSLETTER_MESSAGES as N } from './messages.js';

export interface SubscriptionValues {
  email: string;
  consent: boolean;
}

/** Newsletter page checks, in the spec's order; returns the first failure's message or null. */
export function newsletterCheck({ email, consent }: SubscriptionValues): string | null {
  if (email.trim() === '') return N.emailRequired;
  if (!isSimpleEmail(email.trim())) return N.emailInvalid;
  if (!consent) return N.consent;
  return null;
}

/** Launch-notification dialog checks, in the spec's order (email, consent, then pattern). */
export function launchNotificationCheck({ email, consent }: SubscriptionValues): string | null {
  if (email.trim() === '') return L.emailRequired;
  if (!consent) return L.consentRequired;
  if (!isSimpleEmail(email.trim())) return L.emailInvalid;
  return null;
}

/**
 * A subscription check's failure (newsletterCheck or launchNotificationCheck) keyed by the field it
 * is about, as the forms' Formik errors and the API's 422 `fields` name it.
 */
export function subscriptionFieldErrors(
  check: (values: SubscriptionValues) => string | null,
  values: SubscriptionValues,
): Partial<Record<keyof SubscriptionValues, string>> {
  const message = check(values);
  if (message === null) return {};
  return { [message === N.consent || message === L.consentRequired ? 'consent' : 'email']: message };
}
