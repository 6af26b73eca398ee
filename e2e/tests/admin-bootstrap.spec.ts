/**
 * The first sign-in screen creates the admin of the server's environment when it is missing. The
 * test deletes that admin to get there, so it runs on a server of its own: the shared e2e admin,
 * signed in by other tests meanwhile, is never touched.
 */
import { expect, test } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startSite } from '../../scripts/lib/site-server.mjs';
import { signIn } from '../support/admin';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ADMIN = { email: 'bootstrap-admin@example.test', password: 'bootstrap-Admin-Passw0rd-long' };

let site: Awaited<ReturnType<typeof startSite>>;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  site = await startSite({ root: ROOT, env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
});
test.afterAll(async () => {
  await site?.stop();
});

async function query(sql: string, params: unknown[]): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: site.databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

test.describe('admin setup on the sign-in screen', () => {
  test('creates the admin from the server environment when it is missing, and says so', async ({ page }) => {
    await query('delete from users where email = $1', [ADMIN.email]);
    await page.goto(`${site.url}/auth`);
    await expect(page.getByText('Admin User Created!')).toBeVisible();
    await expect(page.getByText('You can now sign in with your credentials.')).toBeVisible();
    expect(await query('select role from users where email = $1', [ADMIN.email])).toEqual([{ role: 'admin' }]);
    await signIn(page, ADMIN);
    await expect(page.getByText('Welcome back!')).toBeVisible();
  });
});
