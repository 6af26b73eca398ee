import type { Page } from '@playwright/test';

/** The admin the e2e server is started with (from the environment, as in production). */
export const E2E_ADMIN = { email: 'e2e-admin@example.test', password: 'e2e-Admin-Passw0rd-long' };

/** Fills the sign-in form the admin pages send an anonymous visitor to. */
export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
