import { API_PATHS, type SubscriptionInput } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

/** Subscribes an e-mail to the PDPL Compliance Index launch notice (newsletter_subscriptions). */
export function registerLaunchNotification(input: SubscriptionInput): Promise<{ id: string }> {
  return apiRequest(API_PATHS.newsletter, { method: 'POST', body: input });
}
