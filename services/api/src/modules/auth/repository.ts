import type { Knex } from 'knex';
import type { SessionUser } from '@pdpl/contracts';

export type Role = SessionUser['role'];

export interface UserRow {
  id: number;
  email: string;
  /** Null until an invited member sets a password. */
  password_hash: string | null;
  role: Role;
  disabled_at: Date | null;
}

const USER_COLUMNS = ['id', 'email', 'password_hash', 'role', 'disabled_at'];

export async function findUserByEmail(db: Knex, email: string): Promise<UserRow | undefined> {
  return db('users').where({ email }).first<UserRow | undefined>(USER_COLUMNS);
}

export async function findUserById(db: Knex, id: number): Promise<UserRow | undefined> {
  return db('users').where({ id }).first<UserRow | undefined>(USER_COLUMNS);
}

/** Inserts a user unless the e-mail exists; true when this call created it. */
export async function insertUserIfMissing(
  db: Knex,
  user: { email: string; passwordHash: string; role: Role },
): Promise<boolean> {
  const rows = await db('users')
    .insert({ email: user.email, password_hash: user.passwordHash, role: user.role })
    .onConflict('email')
    .ignore()
    .returning('id');
  return rows.length > 0;
}

export async function adminExists(db: Knex): Promise<boolean> {
  return (await db('users').where({ role: 'admin' }).first('id')) !== undefined;
}

export async function recordLogin(db: Knex, id: number): Promise<void> {
  await db('users').where({ id }).update({ last_login_at: db.fn.now() });
}
