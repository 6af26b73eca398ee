import type { Knex } from 'knex';
import type { StaffAuditEntry, StaffMember, StaffRole } from '@pdpl/contracts';

type TokenPurpose = 'invite' | 'reset';

interface StaffRow {
  id: number;
  email: string;
  role: StaffRole;
  password_hash: string | null;
  disabled_at: Date | null;
  totp_enabled_at: Date | null;
  last_login_at: Date | null;
  created_at: Date;
}

const toMember = (r: StaffRow): StaffMember => ({
  id: r.id,
  email: r.email,
  role: r.role,
  status: r.disabled_at ? 'disabled' : r.password_hash ? 'active' : 'invited',
  twoFactor: r.totp_enabled_at !== null,
  lastLoginAt: r.last_login_at?.toISOString() ?? null,
  createdAt: r.created_at.toISOString(),
});

export async function listStaff(db: Knex): Promise<StaffMember[]> {
  const rows = await db('users')
    .orderBy('email')
    .select<StaffRow[]>('id', 'email', 'role', 'password_hash', 'disabled_at', 'totp_enabled_at', 'last_login_at', 'created_at');
  return rows.map(toMember);
}

export async function findStaff(db: Knex, id: number): Promise<{ id: number; email: string; disabled_at: Date | null } | undefined> {
  return db('users').where({ id }).first('id', 'email', 'disabled_at');
}

/** A new member without a password; null when the e-mail already has an account. */
export async function insertInvitedUser(db: Knex, email: string, role: StaffRole): Promise<number | null> {
  const rows = await db('users').insert({ email, role, password_hash: null }).onConflict('email').ignore().returning<{ id: number }[]>('id');
  return rows[0]?.id ?? null;
}

/** Stores a link's token hash, replacing the member's unused links of the same purpose. */
export async function storeToken(db: Knex, userId: number, purpose: TokenPurpose, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.transaction(async (trx) => {
    await trx('staff_tokens').where({ user_id: userId, purpose }).whereNull('used_at').delete();
    await trx('staff_tokens').insert({ user_id: userId, purpose, token_hash: tokenHash, expires_at: expiresAt });
  });
}

/** Uses a valid token once: sets the password, marks the token used and ends the member's sessions. */
/** `passwordHash` runs only for a valid link: an invented token costs the server one indexed read, not a password hash. */
export async function redeemToken(db: Knex, tokenHash: string, passwordHash: () => Promise<string>): Promise<{ email: string } | null> {
  return db.transaction(async (trx) => {
    const token = await trx('staff_tokens as t')
      .join('users as u', 'u.id', 't.user_id')
      .where('t.token_hash', tokenHash)
      .whereNull('t.used_at')
      .where('t.expires_at', '>', trx.fn.now())
      .whereNull('u.disabled_at')
      .forUpdate()
      .first<{ id: number; user_id: number; email: string } | undefined>('t.id', 't.user_id', 'u.email');
    if (!token) return null;
    await trx('staff_tokens').where({ id: token.id }).update({ used_at: trx.fn.now() });
    await trx('users').where({ id: token.user_id }).update({ password_hash: await passwordHash() });
    await endSessions(trx, token.user_id);
    return { email: token.email };
  });
}

export async function setDisabled(db: Knex, id: number, disabled: boolean): Promise<void> {
  await db.transaction(async (trx) => {
    await trx('users').where({ id }).update({ disabled_at: disabled ? trx.fn.now() : null });
    if (disabled) await endSessions(trx, id);
  });
}

/** Deletes every stored session of a user (Passport keeps the user id in sess.passport.user). */
async function endSessions(db: Knex, userId: number): Promise<void> {
  await db('user_sessions').whereRaw(`(sess -> 'passport' ->> 'user') = ?`, [String(userId)]).delete();
}

export async function insertAudit(db: Knex, entry: { actorEmail: string | null; action: StaffAuditEntry['action']; targetEmail: string }): Promise<void> {
  await db('staff_audit').insert({ actor_email: entry.actorEmail, action: entry.action, target_email: entry.targetEmail });
}

export async function latestAudit(db: Knex, limit: number): Promise<StaffAuditEntry[]> {
  const rows = await db('staff_audit').orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit);
  return rows.map((r: { id: string; actor_email: string | null; action: StaffAuditEntry['action']; target_email: string; created_at: Date }) => ({
    id: Number(r.id),
    actorEmail: r.actor_email,
    action: r.action,
    targetEmail: r.target_email,
    createdAt: r.created_at.toISOString(),
  }));
}
