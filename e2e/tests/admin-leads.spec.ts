import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { LEADS_MESSAGES } from '@pdpl/contracts';
import { expectNoAxeViolations } from '../support/axe';
import { E2E_ADMIN, signIn } from '../support/admin';
import { insertLeads } from '../support/leads';

// The e2e database is shared by every spec and run: each test's rows carry a word of their own and
// the inbox is always filtered by it.
const word = (name: string) => `${name}${Date.now()}`;

async function openInbox(page: Page, search = '') {
  await page.goto(`/leads${search}`);
  await signIn(page, E2E_ADMIN);
  await expect(page.getByRole('heading', { level: 1, name: 'Leads Inbox' })).toBeVisible();
}

const rows = (page: Page) => page.getByTestId('leads-table').getByRole('row');
const filterForm = (page: Page) => page.getByRole('form', { name: 'Filter submissions' });

test('an anonymous visitor is sent to sign in and brought back to the inbox', async ({ page }) => {
  await page.goto('/leads');
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/leads$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leads Inbox' })).toBeVisible();
  await expect(page).toHaveTitle(/^Leads Inbox \|/);
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Leads Inbox' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('filtering by table, dates and search shows only matching rows; the URL keeps the filter through a reload', async ({ page }) => {
  const w = word('Filter');
  await insertLeads('contact_submissions', [
    { name: `Contact ${w}`, email: `contact.${w}@example.com`, company: 'Acme', created_at: '2024-03-10T12:00:00Z' },
    { name: `Older ${w}`, email: `older.${w}@example.com`, company: 'Acme', created_at: '2024-01-10T12:00:00Z' },
  ]);
  await insertLeads('waitlist_submissions', [{ name: 'Waiting', email: `waiting.${w}@example.com`, company: `Co ${w}` }]);
  await openInbox(page);

  const form = filterForm(page);
  await form.getByLabel('Search', { exact: true }).fill(w);
  await form.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`/leads\\?q=${w}$`));
  await expect(rows(page)).toHaveCount(4);
  await expect(page.getByText('3 submissions')).toBeVisible();

  await form.getByLabel('Table', { exact: true }).selectOption({ label: 'Contact Submissions' });
  await form.getByLabel('From', { exact: true }).fill('2024-03-01');
  await form.getByLabel('To', { exact: true }).fill('2024-03-31');
  await form.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`/leads\\?table=contact_submissions&from=2024-03-01&to=2024-03-31&q=${w}$`));
  await expect(rows(page)).toHaveCount(2);
  const row = rows(page).nth(1);
  await expect(row).toContainText('Contact Submissions');
  await expect(row).toContainText(`Contact ${w}`);
  await expect(row).toContainText(`contact.${w}@example.com`);
  await expect(row.locator('time')).toHaveAttribute('datetime', '2024-03-10T12:00:00.000Z');
  await expect(page.getByText('1 submission', { exact: true })).toBeVisible();

  await page.reload();
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).nth(1)).toContainText(`Contact ${w}`);
  await expect(form.getByLabel('Table', { exact: true })).toHaveValue('contact_submissions');
  await expect(form.getByLabel('From', { exact: true })).toHaveValue('2024-03-01');
  await expect(form.getByLabel('Search', { exact: true })).toHaveValue(w);

  // A day with nothing in it.
  await form.getByLabel('To', { exact: true }).fill('2024-03-09');
  await form.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText(LEADS_MESSAGES.empty)).toBeVisible();

  // Back restores the previous filter, form included.
  await page.goBack();
  await expect(rows(page)).toHaveCount(2);
  await expect(form.getByLabel('To', { exact: true })).toHaveValue('2024-03-31');

  await form.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/leads$/);
  await expect(form.getByLabel('Search', { exact: true })).toHaveValue('');
  await expect(form.getByLabel('Table', { exact: true })).toHaveValue('');
});

test('a filter too wide for one page is paged 25 at a time, the page in the URL', async ({ page }) => {
  const w = word('Paging');
  const start = Date.UTC(2025, 0, 1);
  await insertLeads(
    'waitlist_submissions',
    Array.from({ length: 30 }, (_, i) => ({
      name: `Paged ${i}`,
      email: `paged.${i}.${w}@example.com`,
      company: `Company ${w}`,
      created_at: new Date(start + i * 60_000).toISOString(),
    })),
  );
  await openInbox(page, `?q=${w}`);
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(rows(page)).toHaveCount(26);
  await expect(page.getByText('30 submissions')).toBeVisible();
  await expect(pager).toContainText('Page 1 of 2');
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  // Newest first.
  await expect(rows(page).nth(1)).toContainText('Paged 29');

  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`/leads\\?q=${w}&page=2$`));
  await expect(pager).toContainText('Page 2 of 2');
  await expect(rows(page)).toHaveCount(6);
  await expect(rows(page).nth(5)).toContainText('Paged 0');
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();

  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(pager).toContainText('Page 1 of 2');
  await expect(rows(page)).toHaveCount(26);

  // A new filter starts again at page 1.
  await page.goto(`/leads?q=${w}&page=2`);
  await expect(pager).toContainText('Page 2 of 2');
  await filterForm(page).getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`/leads\\?q=${w}$`));
  await expect(pager).toContainText('Page 1 of 2');
});

test('a submission opens in a dialog with every field; Escape closes it and gives the focus back', async ({ page }) => {
  const w = word('Detail');
  await insertLeads('pilot_applications', [
    { name: `Pilot ${w}`, email: `pilot.${w}@example.com`, company_name: 'Detail Holdings', whatsapp_contact_ok: false, linkedin_profile: '' },
  ]);
  await openInbox(page, `?q=${w}`);
  const opener = page.getByRole('button', { name: `Pilot ${w}` });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Pilot Applications' });
  await expect(dialog).toBeVisible();
  const valueOf = (term: string) => dialog.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(valueOf('Company name')).toHaveText('Detail Holdings');
  await expect(valueOf('Email')).toHaveText(`pilot.${w}@example.com`);
  await expect(valueOf('Accept terms')).toHaveText('Yes');
  await expect(valueOf('Whatsapp contact ok')).toHaveText('No');
  await expect(valueOf('Synced to Airtable')).toHaveText('Not yet');
  await expect(valueOf('Received').locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('Export CSV downloads the filtered rows with a BOM, the table columns as header, and formulas neutralised', async ({ page }) => {
  const w = word('Export');
  await insertLeads('contact_submissions', [
    { name: `First ${w}`, email: `first.${w}@example.com`, company: '=1+2', created_at: '2025-02-01T10:00:00Z' },
    { name: `Second ${w}`, email: `second.${w}@example.com`, company: 'Plain Co', created_at: '2025-02-02T10:00:00Z' },
  ]);
  await insertLeads('waitlist_submissions', [{ name: `Other ${w}`, email: `other.${w}@example.com` }]);
  await openInbox(page, `?table=contact_submissions&q=${w}`);
  await expect(rows(page)).toHaveCount(3);
  const link = page.getByRole('link', { name: 'Export CSV' });
  await expect(link).toHaveAttribute('href', new RegExp(`/api/admin/leads/export\\.csv\\?table=contact_submissions&q=${w}$`));

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^leads-contact_submissions-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trim().split('\n');
  expect(lines[0]).toBe('id,created_at,name,company,country,email,mobile_phone,reason_for_contacting,communication_consent');
  expect(lines).toHaveLength(3);
  // Newest first; the waitlist row is outside the filter.
  expect(lines[1]).toContain(`second.${w}@example.com`);
  expect(lines[2]).toContain(`First ${w},'=1+2,`);
  expect(lines.join('\n')).not.toContain(`other.${w}@example.com`);
});
