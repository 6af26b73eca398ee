import {
  API_PATHS,
  type LoginInput,
  type LoginResponse,
  type SessionUser,
  type TwoFactorEnrollment,
  type TwoFactorInput,
  type TwoFactorResponse,
} from '@pdpl/contracts';
import { apiRequest } from '../api-client';

export function fetchSession(): Promise<{ user: SessionUser | null }> {
  return apiRequest(API_PATHS.session);
}

export function postSignIn(input: LoginInput): Promise<LoginResponse> {
  return apiRequest(API_PATHS.login, { method: 'POST', body: input });
}

export function postSecondFactor(input: TwoFactorInput): Promise<TwoFactorResponse> {
  return apiRequest(API_PATHS.loginTwoFactor, { method: 'POST', body: input });
}

export function postTwoFactorSetup(): Promise<TwoFactorEnrollment> {
  return apiRequest(API_PATHS.twoFactorSetup, { method: 'POST' });
}

export function postTwoFactorConfirm(input: TwoFactorInput): Promise<TwoFactorResponse> {
  return apiRequest(API_PATHS.twoFactorConfirm, { method: 'POST', body: input });
}

export function postSignOut(): Promise<void> {
  return apiRequest(API_PATHS.logout, { method: 'POST' });
}
