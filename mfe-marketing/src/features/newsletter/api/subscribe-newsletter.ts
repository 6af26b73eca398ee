import { API_PATHS, type SubscriptionInput } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

export function subscribeNewsletter(input: SubscriptionInput): Promise<{ id: string }> {
  return apiRequest(API_PATHS.newsletter, { method: 'POST', body: input });
}
