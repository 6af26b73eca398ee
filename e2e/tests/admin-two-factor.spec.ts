import { expect, test, type Page } from '@playwright/test';
import argon2 from 'argon2';
import { generateSync } from 'otplib';
import { expectNoAxeViolations } from '../support/axe';
import { queryRows } from '../support/db';

// An admin of its own: turning the factor on must not change how the shared e2e admin signs in.
const ADMIN = { email: `two-factor.${Date.now()}@example.test`, password: 'two-factor-e2e-passphrase' };
const codeAt = (secret: string, offsetSeconds = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

test.beforeAll(async () => {
  await queryRows(`insert into users (email, password_hash, role) values ($1, $2, 'admin')`, [ADMIN.email, await argon2.hash(ADMIN.password)]);
});

async function enterPassword(page: Page) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('an admin turns on two-factor authentication, keeps the recovery codes, then signs in with a code', async ({ page, context }) => {
  await enterPassword(page);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/airtable-sync');
  const card = page.getByRole('region', { name: 'Two-factor authentication' });
  await card.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  const secret = (await card.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
  await expect(card.getByRole('link', { name: 'Open in an authenticator app on this device' })).toHaveAttribute('href', /^otpauth:\/\/totp\//);
  await expectNoAxeViolations(page);

  await card.getByLabel('Authentication code').fill('000000');
  await card.getByRole('button', { name: 'Verify' }).click();
  await expect(card.getByText('That code is not valid. Check your authenticator app and try again.')).toBeVisible();
  await card.getByLabel('Authentication code').fill(codeAt(secret));
  await card.getByRole('button', { name: 'Verify' }).click();
  const codes = card.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = await codes.first().innerText();
  await card.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(card.getByText('Two-factor authentication is on for this account.')).toBeVisible();

  // A new visit: the password alone no longer signs in.
  await context.clearCookies();
  await enterPassword(page);
  const step = page.getByRole('form', { name: 'Two-factor authentication' });
  await expect(step.getByText('Enter the 6-digit code from your authenticator app, or one of your recovery codes.')).toBeVisible();
  expect((await (await page.request.get('/api/auth/session')).json()).user).toBeNull();
  await expectNoAxeViolations(page);
  // The next time step's code (the one used at setup cannot be used twice).
  await step.getByLabel('Authentication code').fill(codeAt(secret, 30));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // A recovery code works once.
  await context.clearCookies();
  await enterPassword(page);
  await page.getByLabel('Authentication code').fill(recovery);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/);
});
