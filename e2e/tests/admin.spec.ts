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

test.describe('admin setup on the sign-in screen', () => {
  test('says it is setting up admin access while the server checks, then shows the form', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/bootstrap', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/auth');
    await expect(page.getByRole('status').filter({ hasText: 'Setting up admin access...' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
    release();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    // The account already exists: 'ready' is not announced.
    await expect(page.getByText('Admin User Created!')).toHaveCount(0);
  });

  test('a failed setup still shows the form', async ({ page }) => {
    await page.route('**/api/auth/bootstrap', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'ADMIN_NOT_CONFIGURED', message: 'No admin' } }) }),
    );
    await page.goto('/auth');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByText('Admin User Created!')).toHaveCount(0);
  });
});
