import type { Knex } from 'knex';
import { hashPassword } from '../../src/modules/auth/password.js';
import { insertUserIfMissing, type Role } from '../../src/modules/auth/repository.js';

export async function createUser(db: Knex, email: string, password: string, role: Role): Promise<void> {
  await insertUserIfMissing(db, { email, passwordHash: await hashPassword(password), role });
}

/** The session id inside a signed `pdpl.sid=s:<id>.<signature>` Set-Cookie header, or null. */
export function sessionIdFrom(setCookie: string[] | string | undefined): string | null {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  for (const cookie of cookies) {
    const match = /^pdpl\.sid=s%3A([^.;]+)\./.exec(cookie);
    if (match) return match[1]!;
  }
  return null;
}
