import type { Knex } from 'knex';
import type { SessionUser } from '@pdpl/contracts';
import { verifyAgainstDummy, verifyPassword } from './password.js';
import { findUserByEmail, findUserById, recordLogin } from './repository.js';

/** A user's public fields only (from a row, or the signed-in user of a request). */
export const toSessionUser = (user: SessionUser): SessionUser => ({ id: user.id, email: user.email, role: user.role });

/** The user for a correct e-mail and password, else null, in about the same time either way. */
export async function verifyCredentials(db: Knex, email: string, password: string): Promise<SessionUser | null> {
  const user = await findUserByEmail(db, email.trim().toLowerCase());
  // A disabled account, or an invited one without a password yet, answers like an unknown e-mail.
  if (!user || user.disabled_at || !user.password_hash) return verifyAgainstDummy(password).then(() => null);
  if (!(await verifyPassword(user.password_hash, password))) return null;
  await recordLogin(db, user.id);
  return toSessionUser(user);
}

/** The current state of a signed-in user (role changes, disabling and deletions apply at once). */
export async function loadSessionUser(db: Knex, id: number): Promise<SessionUser | null> {
  const user = await findUserById(db, id);
  return user && !user.disabled_at ? toSessionUser(user) : null;
}
