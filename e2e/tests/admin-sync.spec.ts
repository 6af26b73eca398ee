import { expect, test, type Page } from '@playwright/test';
import argon2 from 'argon2';
import type { AirtableStandIn } from '../../services/api/test/support/airtable-stand-in';
import { expectNoAxeViolations } from '../support/axe';
import { E2E_ADMIN, signIn } from '../support/admin';
import { startAirtableSite, type AirtableSite } from '../support/airtable-site';
import { queryRows } from '../support/db';

const toast = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title });

test.describe('on the shared site (Airtable not configured)', () => {
  test('an anonymous visitor is sent to sign in and brought back; the page says Airtable is not configured', async ({ page }) => {
    await page.goto('/airtable-sync');
    await expect(page).toHaveURL(/\/auth$/);
    await signIn(page, E2E_ADMIN);
    await expect(page).toHaveURL(/\/airtable-sync$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Airtable Sync' })).toBeVisible();
    const note = page.getByRole('note').filter({ hasText: 'Airtable is not configured' });
    await expect(note).toContainText('AIRTABLE_API_KEY');
    await expect(page.getByRole('button', { name: 'Sync All' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('Sign Out in the header ends the session and closes the admin pages of every tab', async ({ page, context }) => {
    await page.goto('/auth');
    await signIn(page, E2E_ADMIN);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/airtable-sync');
    await expect(page.getByRole('heading', { level: 1, name: 'Airtable Sync' })).toBeVisible();
    const otherTab = await context.newPage();
    await otherTab.goto('/staff');
    await expect(otherTab.getByRole('heading', { level: 1, name: 'Staff Accounts' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(otherTab).toHaveURL(/\/auth$/);
    await expect(otherTab.getByRole('heading', { level: 1, name: 'Staff Accounts' })).toHaveCount(0);
    expect((await (await page.request.get('/api/auth/session')).json()).user).toBeNull();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  });

  test('a signed-in analyst is told the page is not for them', async ({ page }) => {
    const analyst = { email: `analyst.${Date.now()}@example.test`, password: 'analyst-e2e-passphrase' };
    await queryRows(`insert into users (email, password_hash, role) values ($1, $2, 'analyst')`, [analyst.email, await argon2.hash(analyst.password)]);
    await page.goto('/airtable-sync');
    await signIn(page, analyst);
    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sync All' })).toHaveCount(0);
  });
});

test.describe('against an Airtable stand-in', () => {
  test.describe.configure({ mode: 'serial' });
  let airtable: AirtableSite;
  let standIn: AirtableStandIn;
  let site: AirtableSite['site'];

  test.beforeAll(async () => {
    // A site of its own is ready once it has rendered the index pages: minutes on a busy machine.
    test.setTimeout(300_000);
    airtable = await startAirtableSite();
    ({ standIn, site } = airtable);
  });
  test.afterAll(async () => {
    await airtable?.stop();
  });

  async function openDashboard(page: Page) {
    await page.goto(`${site.url}/airtable-sync`);
    await signIn(page, E2E_ADMIN);
    await expect(page.getByRole('heading', { level: 1, name: 'Airtable Sync' })).toBeVisible();
  }

  async function joinWaitlist(page: Page, n: number) {
    for (let i = 0; i < n; i += 1) {
      const res = await page.request.post(`${site.url}/api/leads/waitlist`, {
        data: { name: `Sync Person ${i}`, email: `sync.${Date.now()}.${i}@example.com`, position: 'Data Protection Officer', location: 'Saudi Arabia', newsletter: 'no', privacyConsent: true },
      });
      expect(res.status()).toBe(201);
    }
  }

  test('Sync copies one table and says how many records went; the log shows it first', async ({ page }) => {
    await joinWaitlist(page, 3);
    await openDashboard(page);
    const row = page.getByTestId('sync-row-waitlist_submissions');
    await expect(row).toContainText('3 new or changed to send');
    await page.getByRole('button', { name: 'Sync Waitlist Submissions' }).click();
    await expect(toast(page, 'Sync Successful')).toContainText('3 records synced from waitlist_submissions to Airtable');
    expect(standIn.records('waitlist_submissions')).toHaveLength(3);
    await expect(row).toContainText('0 new or changed to send');
    const first = page.getByTestId('sync-logs').getByRole('row').nth(1);
    await expect(first).toContainText('success');
    await expect(first).toContainText('3 records synced from waitlist_submissions to Airtable');
    await expectNoAxeViolations(page);
  });

  test('Sync All runs every table in turn and gives the total', async ({ page }) => {
    await joinWaitlist(page, 2);
    await openDashboard(page);
    await page.getByRole('button', { name: 'Sync All' }).click();
    await expect(toast(page, 'All Tables Synced')).toContainText('2 records synced to Airtable in total');
    // The three rows of the first test and these two, each once: nothing duplicated.
    expect(standIn.records('waitlist_submissions')).toHaveLength(5);
  });

  test('Sync All stops at the first failure and names the table', async ({ page }) => {
    await joinWaitlist(page, 1);
    await openDashboard(page);
    const before = standIn.requests.length;
    standIn.fail({ status: 503, times: 5 });
    await page.getByRole('button', { name: 'Sync All' }).click();
    await expect(toast(page, 'Sync Failed')).toContainText('Failed to sync Waitlist Submissions:');
    // Nothing after the failed table was attempted.
    expect(standIn.requests.slice(before).every((r) => r.table === 'waitlist_submissions')).toBe(true);
    const first = page.getByTestId('sync-logs').getByRole('row').nth(1);
    await expect(first).toContainText('error');
    standIn.reset();
  });

  test('Test Automated Sync queues the hourly job and reloads the logs 2 seconds later', async ({ page }) => {
    await joinWaitlist(page, 1);
    await openDashboard(page);
    const logRows = page.getByTestId('sync-logs').getByRole('row');
    const before = await logRows.count();
    await page.getByRole('button', { name: 'Test Automated Sync' }).click();
    await expect(toast(page, 'Automated Sync Triggered')).toBeVisible();
    await expect.poll(() => logRows.count(), { timeout: 15_000 }).toBeGreaterThan(before);
  });
});
