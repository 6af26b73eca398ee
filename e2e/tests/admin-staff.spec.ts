import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { E2E_ADMIN } from '../support/admin';
import { newestMailTo } from '../support/outbox';

const ANALYST = { email: `invited.${Date.now()}@example.test`, password: 'an invited analyst passphrase' };

test('an admin invites an analyst, who sets a password through the e-mailed link and signs in; disabling ends their session', async ({ browser }) => {
  const adminPage = await (await browser.newContext()).newPage();
  await adminPage.goto('/staff');
  await adminPage.getByLabel('Email').fill(E2E_ADMIN.email);
  await adminPage.getByLabel('Password').fill(E2E_ADMIN.password);
  await adminPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Staff Accounts' })).toBeVisible();
  await expect(adminPage.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Staff Accounts' })).toHaveAttribute('aria-current', 'page');

  const invite = adminPage.getByRole('form', { name: 'Invite a staff member' });
  await invite.getByLabel('Email').fill(ANALYST.email);
  await invite.getByText('Index analyst').click();
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(adminPage.getByTestId('toast').filter({ hasText: 'Invitation sent' })).toBeVisible();
  const row = adminPage.getByTestId('staff-table').getByRole('row').filter({ hasText: ANALYST.email });
  await expect(row).toContainText('invited');
  await expect(adminPage.getByTestId('staff-audit')).toContainText(`${E2E_ADMIN.email} invited ${ANALYST.email}`);
  await expectNoAxeViolations(adminPage);

  // The invitation e-mail (kept in the outbox: no SMTP here) carries a one-time link.
  await expect.poll(() => newestMailTo(ANALYST.email)).not.toBeNull();
  const link = /(http:\/\/\S+\/auth\/set-password\?token=\S+)/.exec((await newestMailTo(ANALYST.email))!)![1]!;
  const analystContext = await browser.newContext();
  const analystPage = await analystContext.newPage();
  await analystPage.goto(link);
  await expect(analystPage.getByRole('heading', { level: 1, name: 'Set Your Password' })).toBeVisible();
  await analystPage.getByLabel('New password').fill('password1234');
  await analystPage.getByLabel('Repeat the password').fill('password1234');
  await analystPage.getByRole('button', { name: 'Set Password' }).click();
  await expect(analystPage.getByText('This password is too common: choose another')).toBeVisible();
  await analystPage.getByLabel('New password').fill(ANALYST.password);
  await analystPage.getByLabel('Repeat the password').fill(ANALYST.password);
  await expectNoAxeViolations(analystPage);
  await analystPage.getByRole('button', { name: 'Set Password' }).click();
  await expect(analystPage.getByText(`The password of ${ANALYST.email} is set.`)).toBeVisible();

  await analystPage.getByRole('link', { name: 'Sign in' }).click();
  await expect(analystPage.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
  await analystPage.getByLabel('Email').fill(ANALYST.email);
  await analystPage.getByLabel('Password', { exact: true }).fill(ANALYST.password);
  await analystPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(analystPage.getByText('Welcome back!')).toBeVisible();
  await analystPage.goto('/staff');
  await expect(analystPage.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();

  // Disabled: the analyst's session ends at once.
  await adminPage.reload();
  await adminPage.getByRole('button', { name: `Disable ${ANALYST.email}` }).click();
  await expect(adminPage.getByTestId('staff-table').getByRole('row').filter({ hasText: ANALYST.email })).toContainText('disabled');
  expect((await (await analystPage.request.get('/api/auth/session')).json()).user).toBeNull();
  await analystPage.goto('/staff');
  await expect(analystPage).toHaveURL(/\/auth$/);
  await analystContext.close();
});
