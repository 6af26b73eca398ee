import { API_PATHS } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

/** Subscribes an e-mail to the PDPL Compliance Index launch notice (newsletter_subscriptions). */
export function registerLaunchNotification(email: string): Promise<{ id: string }> {
  return apiRequest(API_PATHS.newsletter, {
    method: 'POST',
    body: { email, consent: true, source: 'pdpl_launch_notification', website: '' },
  });
}
