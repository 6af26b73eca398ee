import { API_PATHS, type LoginInput, type SessionUser } from '@pdpl/contracts';
import { apiRequest } from '../api-client';

export function fetchSession(): Promise<{ user: SessionUser | null }> {
  return apiRequest(API_PATHS.session);
}

export function postSignIn(input: LoginInput): Promise<{ user: SessionUser }> {
  return apiRequest(API_PATHS.login, { method: 'POST', body: input });
}

export function postSignOut(): Promise<void> {
  return apiRequest(API_PATHS.logout, { method: 'POST' });
}
