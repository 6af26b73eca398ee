/**
 * Staff accounts: invitations and password resets by one-time link (72 hours, used once, stored as a
 * hash), disabling and re-enabling (a disabled account's sessions end at once), and an audit log of
 * every such action.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { SITE, setPasswordLink, STAFF_MESSAGES, type InviteInput, type SessionUser, type SetPasswordInput } from '@pdpl/contracts';
import { AlreadyExists, Gone, InvalidRequest, NotFound } from '../../domain/errors.js';
import type { Mailer } from '../../mail/mailer.js';
import { hashPassword } from '../auth/password.js';
import { findStaff, insertAudit, insertInvitedUser, redeemToken, setDisabled, storeToken } from './repository.js';

export const NO_SUCH_ACCOUNT = 'No such staff account';
const LINK_LIFETIME_MS = 72 * 60 * 60 * 1000;

export interface StaffDeps {
  db: Knex;
  mailer: Mailer;
}

const ACCOUNT_EXISTS = 'An account with this e-mail already exists.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

async function sendLink(deps: StaffDeps, userId: number, email: string, purpose: 'invite' | 'reset', origin: string): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await storeToken(deps.db, userId, purpose, hashToken(token), new Date(Date.now() + LINK_LIFETIME_MS));
  const link = setPasswordLink(origin, token);
  const text =
    purpose === 'invite'
      ? [`You have been invited to the ${SITE.productName} staff area.`, '', `Choose your password here (the link works once, for 72 hours):`, link]
      : [`A password reset was requested for your ${SITE.productName} staff account.`, '', 'Choose a new password here (the link works once, for 72 hours):', link];
  await deps.mailer.send({
    to: email,
    subject: purpose === 'invite' ? `Your invitation to ${SITE.productName}` : `Reset your ${SITE.productName} password`,
    text: [...text, '', 'If you did not expect this e-mail, ignore it.'].join('\n'),
  });
}

export async function inviteStaff(deps: StaffDeps, actor: SessionUser, input: InviteInput, origin: string): Promise<{ id: number }> {
  const id = await insertInvitedUser(deps.db, input.email, input.role);
  if (id === null) throw new AlreadyExists(ACCOUNT_EXISTS, { fields: { email: ACCOUNT_EXISTS } });
  await sendLink(deps, id, input.email, 'invite', origin);
  await insertAudit(deps.db, { actorEmail: actor.email, action: 'invited', targetEmail: input.email });
  return { id };
}

export async function sendPasswordReset(deps: StaffDeps, actor: SessionUser, id: number, origin: string): Promise<void> {
  const member = await findStaff(deps.db, id);
  if (!member) throw new NotFound(NO_SUCH_ACCOUNT);
  await sendLink(deps, id, member.email, 'reset', origin);
  await insertAudit(deps.db, { actorEmail: actor.email, action: 'password_reset_sent', targetEmail: member.email });
}

export async function setStaffDisabled(deps: StaffDeps, actor: SessionUser, id: number, disabled: boolean): Promise<void> {
  if (disabled && actor.id === id) throw new InvalidRequest('You cannot disable your own account.');
  const member = await findStaff(deps.db, id);
  if (!member) throw new NotFound(NO_SUCH_ACCOUNT);
  await setDisabled(deps.db, id, disabled);
  await insertAudit(deps.db, { actorEmail: actor.email, action: disabled ? 'disabled' : 'enabled', targetEmail: member.email });
}

/** The public end of a link: sets the password once, ending any session the account had. */
export async function setPasswordFromLink(deps: StaffDeps, input: SetPasswordInput): Promise<{ email: string }> {
  const done = await redeemToken(deps.db, hashToken(input.token), () => hashPassword(input.password));
  if (!done) throw new Gone(STAFF_MESSAGES.linkInvalid);
  await insertAudit(deps.db, { actorEmail: done.email, action: 'password_set', targetEmail: done.email });
  return done;
}
