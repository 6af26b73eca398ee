import { fileURLToPath } from 'node:url';
import argon2 from 'argon2';
import { startSite } from '../../scripts/lib/site-server.mjs';
import { E2E_ADMIN } from './admin';
import { queryRows } from './db';

export type EditionsSite = Awaited<ReturnType<typeof startSite>>;

/**
 * A second server with its own database (the sample editions only): publishing and withdrawing
 * there cannot change the current edition that the other spec files read on the shared site.
 */
export function startEditionsSite(): Promise<EditionsSite> {
  return startSite({
    root: fileURLToPath(new URL('../..', import.meta.url)),
    env: { ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password, RATE_LIMIT_PUBLIC_WRITES: '1000' },
  });
}

/** An index analyst account, created straight in the site's database as admin-sync.spec.ts does. */
export async function createAnalyst(databaseUrl: string): Promise<{ email: string; password: string }> {
  const analyst = { email: `editions.analyst.${Date.now()}@example.test`, password: 'editions-analyst-passphrase' };
  await queryRows(`insert into users (email, password_hash, role) values ($1, $2, 'analyst')`, [analyst.email, await argon2.hash(analyst.password)], databaseUrl);
  return analyst;
}
