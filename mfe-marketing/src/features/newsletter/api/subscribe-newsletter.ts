import { API_PATHS } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

export function subscribeNewsletter(email: string, consent: boolean): Promise<{ id: string }> {
  return apiRequest(API_PATHS.newsletter, {
    method: 'POST',
    body: { email, consent, source: 'newsletter_page', website: '' },
  });
}
