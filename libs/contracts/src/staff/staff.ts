import { object, string, type InferType } from 'yup';
import { isSimpleEmail, MAX_EMAIL_LENGTH } from '../leads/email.js';
import { isCommonPassword } from './common-passwords.js';

import { STAFF_ROLES, type StaffRole } from './roles.js';

export const STAFF_PASSWORD_MIN_LENGTH = 12;

export const STAFF_MESSAGES = {
  emailRequired: 'Enter an e-mail address',
  emailInvalid: 'Enter a valid e-mail address',
  roleRequired: 'Choose a role',
  passwordRequired: 'Choose a password',
  passwordShort: `Use at least ${STAFF_PASSWORD_MIN_LENGTH} characters`,
  passwordCommon: 'This password is too common: choose another',
  passwordsDiffer: 'The two passwords differ',
  linkInvalid: 'This link is not valid any more. Ask an administrator for a new one.',
  invitedTitle: 'Invitation sent',
  passwordSetTitle: 'Password set',
} as const;

/** Admins invite staff by e-mail with a role. */
export const inviteSchema = object({
  email: string()
    .trim()
    .lowercase()
    .max(MAX_EMAIL_LENGTH)
    .required(STAFF_MESSAGES.emailRequired)
    .test('email', STAFF_MESSAGES.emailInvalid, (v) => v == null || isSimpleEmail(v)),
  role: string().oneOf([...STAFF_ROLES], STAFF_MESSAGES.roleRequired).required(STAFF_MESSAGES.roleRequired),
});
export type InviteInput = InferType<typeof inviteSchema>;

/** The one-time link's form: the token from the link and the new password. */
export const setPasswordSchema = object({
  token: string().trim().max(200).required(STAFF_MESSAGES.linkInvalid),
  password: string()
    .max(1024)
    .required(STAFF_MESSAGES.passwordRequired)
    .min(STAFF_PASSWORD_MIN_LENGTH, STAFF_MESSAGES.passwordShort)
    .test('not-common', STAFF_MESSAGES.passwordCommon, (v) => v == null || !isCommonPassword(v)),
});
export type SetPasswordInput = InferType<typeof setPasswordSchema>;

/** The set-password form's own field; the token comes from the link, not from the form. */
export const newPasswordSchema = setPasswordSchema.pick(['password']);

export type StaffStatus = 'active' | 'invited' | 'disabled';

/** A row of GET /api/admin/staff. */
export interface StaffMember {
  id: number;
  email: string;
  role: StaffRole;
  status: StaffStatus;
  twoFactor: boolean;
  /** ISO 8601, or null. */
  lastLoginAt: string | null;
  createdAt: string;
}

export interface StaffListResponse {
  staff: StaffMember[];
}

/** A row of the staff audit log, newest first. */
export interface StaffAuditEntry {
  id: number;
  actorEmail: string | null;
  action: 'invited' | 'disabled' | 'enabled' | 'password_reset_sent' | 'password_set';
  targetEmail: string;
  createdAt: string;
}

export interface StaffAuditResponse {
  entries: StaffAuditEntry[];
}
