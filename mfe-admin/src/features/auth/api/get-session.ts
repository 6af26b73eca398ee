import { API_PATHS, type SessionUser } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

export function getSession(): Promise<{ user: SessionUser | null }> {
  return apiRequest(API_PATHS.session);
}
