import { API_PATHS, type WaitlistInput } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

export function submitWaitlist(input: WaitlistInput): Promise<{ id: string }> {
  return apiRequest(API_PATHS.waitlist, { method: 'POST', body: input });
}
