import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { E2E_ADMIN } from '../support/admin';

test('a wrong password is refused with the server message', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Sign In Failed')).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the admin signs in, is sent home, and is redirected away from /auth afterwards', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const session = await page.request.get('/api/auth/session');
  expect((await session.json()).user).toMatchObject({ email: E2E_ADMIN.email, role: 'admin' });

  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);
});
