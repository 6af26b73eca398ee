import { API_PATHS, type ContactInput } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

export function submitContact(input: ContactInput): Promise<{ id: string }> {
  return apiRequest(API_PATHS.contact, { method: 'POST', body: input });
}
