import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DATA_REQUEST_ACTION_LABELS as ACTION, DATA_REQUEST_MESSAGES as M, dataRequestDueOn, SYNC_MESSAGES, todayIso, type SubjectExport } from '@pdpl/contracts';
import { expectNoAxeViolations } from '../support/axe';
import { E2E_ADMIN, signIn } from '../support/admin';
import { startAirtableSite, type AirtableSite } from '../support/airtable-site';
import { queryRows } from '../support/db';
import { insertLeads } from '../support/leads';

const toast = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title });
const form = (page: Page) => page.getByRole('form', { name: 'Data-subject request' });

async function openRequests(page: Page, origin = '') {
  await page.goto(`${origin}/data-requests`);
  await signIn(page, E2E_ADMIN);
  await expect(page.getByRole('heading', { level: 1, name: 'Data-Subject Requests' })).toBeVisible();
}

async function askFor(page: Page, email: string, receivedOn?: string) {
  await form(page).getByLabel('Email').fill(email);
  if (receivedOn) await form(page).getByLabel('Date received').fill(receivedOn);
}

async function erase(page: Page, email: string) {
  await form(page).getByRole('button', { name: 'Erase All Data' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Erase all data of ${email}?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Erase', exact: true }).click();
  await expect(confirm).toHaveCount(0);
}

const logRows = (page: Page, receivedOn: string) =>
  page.getByTestId('data-request-log').getByRole('row').filter({ has: page.locator(`time[datetime="${receivedOn}"]`) });

test.describe('on the shared site', () => {
  test('look-up, export and erasure of an address held in two tables, each logged with its deadline', async ({ page }) => {
    const id = Date.now();
    const email = `subject.${id}@example.com`;
    // The log keeps no address: this test's entries are told apart by a day of receipt of their own.
    const receivedOn = new Date(Date.UTC(1995, 0, 1) + (id % 9000) * 86_400_000).toISOString().slice(0, 10);
    await insertLeads('waitlist_submissions', [{ name: 'Subject Waiting', email, company: 'Subject Co' }]);
    await insertLeads('contact_submissions', [{ name: 'Subject Asking', email: email.toUpperCase(), company: 'Subject Co', reason_for_contacting: 'Partnership' }]);
    await openRequests(page);
    await expect(form(page).getByLabel('Date received')).toHaveValue(todayIso());

    // Every action checks the form first.
    await form(page).getByRole('button', { name: 'Look Up' }).click();
    await expect(form(page).getByText(M.emailRequired)).toBeVisible();
    await askFor(page, 'not-an-address');
    await form(page).getByRole('button', { name: 'Erase All Data' }).click();
    await expect(form(page).getByText(M.emailInvalid)).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    await askFor(page, email, receivedOn);
    await form(page).getByRole('button', { name: 'Look Up' }).click();
    const found = page.getByRole('region', { name: `Records held about ${email}` });
    await expect(found.getByRole('heading', { name: 'Waitlist Submissions (1)' })).toBeVisible();
    await expect(found.getByRole('heading', { name: 'Contact Submissions (1)' })).toBeVisible();
    await expect(found.getByTestId('found-waitlist_submissions')).toContainText('Subject Waiting');
    await expect(found.getByTestId('found-contact_submissions')).toContainText('Partnership');
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([page.waitForEvent('download'), form(page).getByRole('button', { name: 'Export JSON' }).click()]);
    expect(download.suggestedFilename()).toBe(`personal-data-${email}-${todayIso()}.json`);
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as SubjectExport;
    expect(exported.subject).toBe(email);
    expect(exported.records.map((r) => r.table).sort()).toEqual(['contact_submissions', 'waitlist_submissions']);
    await expect(toast(page, M.exportedTitle)).toBeVisible();

    await form(page).getByRole('button', { name: 'Erase All Data' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Erase all data of ${email}?` });
    await expect(confirm).toContainText('copies in Airtable are deleted by the next sync');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(form(page).getByRole('button', { name: 'Erase All Data' })).toBeFocused();
    expect(await queryRows('select id from waitlist_submissions where email = $1', [email])).toHaveLength(1);

    await erase(page, email);
    await expect(toast(page, M.erasedTitle)).toContainText(M.erased(2, 0));
    await expect(found).toHaveCount(0);
    expect(await queryRows('select id from waitlist_submissions where lower(email) = $1', [email])).toEqual([]);
    expect(await queryRows('select id from contact_submissions where lower(email) = $1', [email])).toEqual([]);

    // The log: newest first, each with its due day (received + 30) and "Late", as that day is past.
    const logged = logRows(page, receivedOn);
    await expect(logged).toHaveCount(3);
    for (const [i, action, records] of [[0, ACTION.erasure, '2'], [1, ACTION.export, '2'], [2, ACTION.lookup, '2']] as const) {
      const cells = logged.nth(i).getByRole('cell');
      await expect(cells.nth(0)).toHaveText(action);
      await expect(cells.nth(2).locator('time')).toHaveAttribute('datetime', dataRequestDueOn(receivedOn));
      await expect(cells.nth(4)).toHaveText(E2E_ADMIN.email);
      await expect(cells.nth(5)).toHaveText(records);
      await expect(cells.nth(6)).toHaveText('Late');
    }

    // Received today: answered on time; nothing is held any more.
    await form(page).getByLabel('Date received').fill(todayIso());
    await form(page).getByRole('button', { name: 'Look Up' }).click();
    await expect(found.getByText(M.nothingHeld)).toBeVisible();
    const today = logRows(page, todayIso()).first().getByRole('cell');
    await expect(today.nth(0)).toHaveText(ACTION.lookup);
    await expect(today.nth(6)).toHaveText('On time');
  });
});

test.describe('against an Airtable stand-in', () => {
  let airtable: AirtableSite;
  test.beforeAll(async () => {
    // A site of its own is ready once it has rendered the index pages: minutes on a busy machine.
    test.setTimeout(300_000);
    airtable = await startAirtableSite();
  });
  test.afterAll(async () => airtable?.stop());

  const syncWaitlist = async (page: Page) => {
    await page.goto(`${airtable.site.url}/airtable-sync`);
    await page.getByRole('button', { name: 'Sync Waitlist Submissions' }).click();
    await expect(toast(page, SYNC_MESSAGES.successTitle)).toBeVisible();
  };
  const emailsInAirtable = () => airtable.standIn.records('waitlist_submissions').map((r) => r.fields.email);

  test('an erasure reaches Airtable: the next sync deletes the copy there', async ({ page }) => {
    const id = Date.now();
    const email = `airtable.${id}@example.com`;
    const kept = `kept.${id}@example.com`;
    for (const address of [email, kept]) {
      const res = await page.request.post(`${airtable.site.url}/api/leads/waitlist`, {
        data: { name: 'Airtable Subject', email: address, position: 'Data Protection Officer', location: 'Saudi Arabia', newsletter: 'no', privacyConsent: true },
      });
      expect(res.status()).toBe(201);
    }
    await openRequests(page, airtable.site.url);
    await syncWaitlist(page);
    expect(emailsInAirtable()).toEqual(expect.arrayContaining([email, kept]));

    await page.goto(`${airtable.site.url}/data-requests`);
    await askFor(page, email);
    await erase(page, email);
    await expect(toast(page, M.erasedTitle)).toContainText(M.erased(1, 1));
    // Still there until the next sync of the table.
    expect(emailsInAirtable()).toContain(email);

    await syncWaitlist(page);
    await expect.poll(emailsInAirtable).not.toContain(email);
    expect(emailsInAirtable()).toContain(kept);
  });
});
