import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { API_PATHS, EDITION_COLUMN_NAMES, companyReportPath, type CompanyListResponse, type EditionListResponse } from '@pdpl/contracts';
import { signIn } from '../support/admin';
import { expectNoAxeViolations } from '../support/axe';
import { editionCsv, type TestCompany } from '../support/edition-file';
import { createAnalyst, startEditionsSite, type EditionsSite } from '../support/editions-site';

// Publishing changes the current edition that other spec files read on the shared site: this file
// runs against a site of its own, one step after another.
test.describe.configure({ mode: 'serial' });

let site: EditionsSite;
let analyst: { email: string; password: string };

test.beforeAll(async () => {
  // A site of its own is ready once it has rendered the index pages: minutes on a busy machine.
  test.setTimeout(300_000);
  site = await startEditionsSite();
  analyst = await createAnalyst(site.databaseUrl);
});
test.afterAll(async () => {
  await site?.stop();
});

const toast = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title });
const monthName = (month: string) => new Date(`${month.slice(0, 7)}-01T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' });

/** The month after the newest edition of any status, so the import is always a new month. */
function nextMonth(editions: EditionListResponse['editions']): string {
  const newest = editions.map((e) => e.month).sort().at(-1)!;
  const [year, month] = newest.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

async function openEditions(page: Page) {
  await page.goto(`${site.url}/PDPLComplianceIndex/editions`);
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, analyst);
  await expect(page).toHaveURL(/\/PDPLComplianceIndex\/editions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Index Editions' })).toBeVisible();
  await expect(page.getByTestId('edition-row').first()).toBeVisible();
}

async function importFile(page: Page, month: string, name: string, csv: string) {
  await page.getByLabel('Edition month').fill(month);
  await page.getByLabel('Edition file (CSV or JSON)').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Import as Draft' }).click();
}

test('an analyst downloads the template, and a refused file lists every error with its row and column', async ({ page }) => {
  await openEditions(page);
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download template (CSV)' }).click();
  const template = await readFile((await (await downloading).path())!, 'utf8');
  expect(template.replace(/^\uFEFF/, '').split(/\r?\n/)[0]!.split(',')).toEqual([...EDITION_COLUMN_NAMES]);

  const companies: TestCompany[] = ['alpha', 'beta', 'gamma'].map((id) => ({ id: `e2e-${id}`, companyName: `E2E ${id}`, sector: 'Banking & Financial Services', score: 50 }));
  const broken = editionCsv(companies, (record, index) => {
    if (index === 0) record.dataRetentionPeriod = 140;
    if (index === 1) record.score = 'abc';
    if (index === 2) record.id = 'editions';
  });
  await importFile(page, '2031-01', 'broken.csv', broken);
  const alert = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'The file was not imported: 3 errors' }) });
  await expect(alert.getByRole('listitem')).toHaveText([
    'row 2, column dataRetentionPeriod: 140 is above 100',
    'row 3, column score: "abc" is not a number',
    'row 4, column id: editions is reserved for a page of the index: choose another id',
  ]);
  await expectNoAxeViolations(page);
  // Nothing was imported.
  const list = (await (await page.request.get(`${site.url}${API_PATHS.adminIndexEditions}`)).json()) as EditionListResponse;
  expect(list.editions.some((e) => e.month === '2031-01')).toBe(false);
});

test('a new month is imported, previewed, published and shown everywhere; withdrawing it brings the previous edition back', async ({ page }) => {
  await openEditions(page);
  const before = (await (await page.request.get(`${site.url}${API_PATHS.adminIndexEditions}`)).json()) as EditionListResponse;
  const month = nextMonth(before.editions);
  const current = (await (await page.request.get(`${site.url}${API_PATHS.companies}`)).json()) as CompanyListResponse;
  const previousMonth = current.edition!.month;
  // Two companies stay with new scores, two are new; all the others are removed.
  const [kept1, kept2, gone] = current.records;
  const companies: TestCompany[] = [
    { ...kept1!, score: Math.min(100, kept1!.score + 7.5) },
    { ...kept2!, score: Math.max(0, kept2!.score - 12.5) },
    { id: 'e2e-new-alpha', companyName: 'E2E New Alpha Bank', sector: 'Banking & Financial Services', score: 99.5 },
    { id: 'e2e-new-beta', companyName: 'E2E New Beta Telecom', sector: 'Telecommunications', score: 12 },
  ];
  await importFile(page, month, 'edition.csv', editionCsv(companies));

  await expect(page).toHaveURL(/\/PDPLComplianceIndex\/editions\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Preview: ${monthName(month)} edition` })).toBeVisible();
  const added = page.getByTestId('added-companies');
  await expect(added.getByRole('heading')).toHaveText('Added (2)');
  await expect(added.getByRole('listitem')).toHaveText(['E2E New Alpha Bank (e2e-new-alpha)', 'E2E New Beta Telecom (e2e-new-beta)']);
  const removed = page.getByTestId('removed-companies');
  await expect(removed.getByRole('heading')).toHaveText(`Removed (${current.records.length - 2})`);
  await expect(removed.getByRole('listitem').filter({ hasText: gone!.companyName })).toHaveCount(1);
  await expect(page.getByTestId('score-changes').getByRole('row').filter({ hasText: kept2!.companyName })).toContainText('\u221212.5');
  await expect(page.getByTestId('score-changes').getByRole('row').filter({ hasText: kept1!.companyName })).toContainText('+7.5');
  await expect(page.getByTestId('sector-averages').getByRole('row').filter({ hasText: 'Telecommunications' })).toContainText('12.0');
  await expect(page.getByTestId('public-list-preview').getByRole('row').nth(1)).toContainText('E2E New Alpha Bank');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Publish' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Publish the ${monthName(month)} edition?` });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(toast(page, 'Edition published')).toBeVisible();
  await expect(page).toHaveURL(/\/PDPLComplianceIndex$/);
  await expect(page.getByText(`${monthName(month)} edition`, { exact: true })).toBeVisible();
  await expect(page.getByTestId('company-row')).toHaveCount(4);
  await expect(page.getByTestId('company-row').first()).toContainText('E2E New Alpha Bank');

  // The open-data section lists the new edition; its CSV download has the new companies.
  await page.getByRole('heading', { name: 'Open data' }).scrollIntoViewIfNeeded();
  const csvLink = page.getByRole('link', { name: `${monthName(month)} edition as CSV` });
  const download = await page.request.get(new URL((await csvLink.getAttribute('href'))!, site.url).toString());
  expect(download.status()).toBe(200);
  expect(await download.text()).toContain('e2e-new-beta,E2E New Beta Telecom');

  await page.goto(`${site.url}${companyReportPath('e2e-new-beta')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'E2E New Beta Telecom' })).toBeVisible();

  // Withdraw from the editions page: the previous edition is current again.
  await page.goto(`${site.url}/PDPLComplianceIndex/editions`);
  const row = page.locator(`[data-testid="edition-row"][data-month="${month}"]`);
  await row.getByRole('button', { name: `Withdraw the ${monthName(month)} edition` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Withdraw the ${monthName(month)} edition?` });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Withdraw' }).click();
  await expect(toast(page, 'Edition withdrawn')).toBeVisible();
  await expect(row.getByText('Withdrawn', { exact: true })).toBeVisible();
  const audit = page.getByTestId('edition-audit').getByRole('listitem');
  await expect(audit.nth(0)).toContainText(`${analyst.email} withdrew the ${monthName(month)} edition (4 companies)`);
  await expect(audit.nth(1)).toContainText(`${analyst.email} published the ${monthName(month)} edition (4 companies)`);
  await expect(audit.nth(2)).toContainText(`${analyst.email} imported the ${monthName(month)} edition (4 companies)`);

  // Public reads may be reused by the browser for a few seconds (PUBLIC_READ_CACHE_CONTROL): look again until the change shows.
  await expect(async () => {
    await page.goto(`${site.url}/PDPLComplianceIndex`);
    await expect(page.getByText(`${monthName(previousMonth)} edition`, { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('list-status')).toContainText(`of ${current.records.length} companies`);
  expect((await page.request.get(`${site.url}${API_PATHS.indexEditionDownload(month, 'csv')}`)).status()).toBe(404);
});

test('an analyst signing in without a page to return to starts at the editions; the list links there', async ({ page }) => {
  await page.goto(`${site.url}/auth`);
  await signIn(page, analyst);
  await expect(page).toHaveURL(/\/PDPLComplianceIndex\/editions$/);
  await page.goto(`${site.url}/PDPLComplianceIndex`);
  await page.getByRole('link', { name: 'Editions', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Index Editions' })).toBeVisible();
});
