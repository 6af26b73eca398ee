import { API_PATHS, type LoginInput, type SessionUser } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

export function signIn(input: LoginInput): Promise<{ user: SessionUser }> {
  return apiRequest(API_PATHS.login, { method: 'POST', body: input });
}
