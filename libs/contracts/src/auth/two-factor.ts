import { object, string, type InferType } from 'yup';
import type { SessionResponse } from '../api.js';

export const TWO_FACTOR_MESSAGES = {
  title: 'Two-factor authentication',
  codeLabel: 'Authentication code',
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  codeInvalid: 'That code is not valid. Check your authenticator app and try again.',
  expired: 'Your sign-in has expired. Please enter your e-mail and password again.',
  tooManyAttempts: 'Too many wrong codes. Please enter your e-mail and password again.',
  enabledTitle: 'Two-factor authentication is on',
} as const;

/** A 6-digit TOTP code, or a recovery code such as 4F7QK-9XW2M. */
const CODE = /^(\d{6}|[A-Za-z0-9]{5}-[A-Za-z0-9]{5})$/;

/** The second sign-in step, and the confirmation of a new authenticator app. */
export const twoFactorSchema = object({
  code: string().trim().max(32).required(TWO_FACTOR_MESSAGES.codeRequired).matches(CODE, TWO_FACTOR_MESSAGES.codeInvalid),
});

export type TwoFactorInput = InferType<typeof twoFactorSchema>;

/** A new authenticator app to add: the secret as text and as an otpauth:// URI. */
export interface TwoFactorEnrollment {
  secret: string;
  otpauthUri: string;
}

/** What a correct password leads to when the account has, or must set up, a second factor. */
export type SignInChallenge = { step: 'code' } | ({ step: 'enroll' } & TwoFactorEnrollment);

/** POST login: signed in (challenge null), or a second step to take first (user null). */
export interface LoginResponse extends SessionResponse {
  challenge: SignInChallenge | null;
}

/** POST login/two-factor and two-factor/confirm: signed in; recovery codes only when a factor was just set up. */
export interface TwoFactorResponse extends SessionResponse {
  recoveryCodes: string[] | null;
}
