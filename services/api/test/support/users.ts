import request from 'supertest';
import type { Express } from 'express';
import type { Knex } from 'knex';
import { API_PATHS } from '@pdpl/contracts';
import type { TestFixture } from './app.js';
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

/** An admin and a non-admin (analyst) account, for tests of who may do what. */
export const STAFF: Record<'admin' | 'analyst', { email: string; password: string }> = {
  admin: { email: 'chief@example.com', password: 'correct horse battery staple' },
  analyst: { email: 'analyst@example.com', password: 'another long passphrase' },
};

/** Creates the STAFF accounts before each test (after the fixture has emptied the tables). */
export function useStaffAccounts(fx: TestFixture): void {
  beforeEach(async () => {
    await createUser(fx.db, STAFF.admin.email, STAFF.admin.password, 'admin');
    await createUser(fx.db, STAFF.analyst.email, STAFF.analyst.password, 'analyst');
  });
}

/** The `pdpl.sid=…` pair of a sign-in's Set-Cookie headers, ready for a Cookie header. */
export function sessionCookieFrom(setCookie: string[] | string | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return (cookies.find((c) => c.startsWith('pdpl.sid=')) ?? '').split(';')[0]!;
}

/** A signed-in supertest agent and its session's CSRF token. */
export async function signInAgent(app: Express, who: { email: string; password: string }) {
  const agent = request.agent(app);
  const res = await agent.post(API_PATHS.login).send(who);
  expect(res.status).toBe(200);
  return { agent, csrf: res.body.csrfToken as string };
}
