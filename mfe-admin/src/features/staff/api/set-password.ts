import { API_PATHS, type SetPasswordInput } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

export function setPassword(input: SetPasswordInput): Promise<{ email: string }> {
  return apiRequest(API_PATHS.setPassword, { method: 'POST', body: input });
}
