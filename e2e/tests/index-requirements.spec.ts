/**
 * A dimension's rubric requirements, from an edition file's Requirements columns to the details page:
 * an analyst imports and publishes a file that gives them (on a site of its own, since publishing
 * changes the current edition), and the details page lists each requirement met or not met (an icon
 * and a word), with its article, in English and in Arabic.
 */
import { expect, test, type Page } from '@playwright/test';
import { API_PATHS, RUBRIC_VERSION, requirementsOf, type EditionListResponse } from '@pdpl/contracts';
import contracts from '../../libs/contracts/src/messages/ar.json' with { type: 'json' };
import detailsAr from '../../mfe-index/src/features/details/messages/ar.json' with { type: 'json' };
import { signIn } from '../support/admin';
import { expectNoAxeViolations } from '../support/axe';
import { editionCsv, type TestCompany } from '../support/edition-file';
import { createAnalyst, startEditionsSite, type EditionsSite } from '../support/editions-site';

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

const ar = (english: string) => (contracts as Record<string, string>)[english]!;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const COMPANY: TestCompany = { id: 'e2e-rubric-bank', companyName: 'E2E Rubric Bank', sector: 'Banking & Financial Services', score: 62.5 };
/** Five of the eight rights met: the dimension's 62.5. */
const MET = ['rights.informed', 'rights.access', 'rights.correction', 'rights.destruction', 'rights.howToExercise'];
const RIGHTS = requirementsOf('dataSubjectRights');

const card = (page: Page, section: string) =>
  page.getByRole('list', { name: /./ }).getByRole('listitem').filter({ has: page.getByRole('button', { name: new RegExp(`^${escapeRegExp(section)}`) }) });

/** The month after the newest edition of any status, so the import is always a new month. */
function nextMonth(editions: EditionListResponse['editions']): string {
  const newest = editions.map((e) => e.month).sort().at(-1)!;
  const [year, month] = newest.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

test('an edition file with Requirements columns is imported, published, and its requirements shown met and not met', async ({ page }) => {
  await page.goto(`${site.url}/PDPLComplianceIndex/editions`);
  await signIn(page, analyst);
  await expect(page.getByRole('heading', { level: 1, name: 'Index Editions' })).toBeVisible();
  const editions = (await (await page.request.get(`${site.url}${API_PATHS.adminIndexEditions}`)).json()) as EditionListResponse;
  const csv = editionCsv([COMPANY], (record) => {
    record.rubricVersion = RUBRIC_VERSION;
    // Listed in any order; the page shows them in the rubric's.
    record.dataSubjectRightsRequirements = [...MET].reverse().join(' ');
    record.childrensData = 0;
    record.childrensDataRequirements = 'none';
  });
  await page.getByLabel('Edition month').fill(nextMonth(editions.editions));
  await page.getByLabel('Edition file (CSV or JSON)').setInputFiles({ name: 'rubric.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Import as Draft' }).click();
  await expect(page).toHaveURL(/\/PDPLComplianceIndex\/editions\/\d+$/);
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/PDPLComplianceIndex$/);

  await page.goto(`${site.url}/PDPLComplianceIndex/${COMPANY.id}/details`);
  await expect(page.getByRole('heading', { level: 1, name: COMPANY.companyName })).toBeVisible();
  await page.getByRole('button', { name: /^Data Subject Rights Score / }).click();
  const rights = card(page, 'Data Subject Rights').getByRole('group', { name: 'Requirements' });
  await expect(rights).toContainText('5 of 8 requirements met');
  const items = rights.getByRole('listitem');
  await expect(items).toHaveCount(RIGHTS.length);
  for (const [i, r] of RIGHTS.entries()) {
    const item = items.nth(i);
    const met = MET.includes(r.id);
    await expect(item.locator('[data-part=status]')).toHaveText(met ? 'Met' : 'Not met');
    // The word, and an icon of its own shape: not colour alone.
    await expect(item.locator('[data-part=status] svg path')).toHaveAttribute('d', met ? /^m5\.5/ : /^m6\.5/);
    await expect(item).toContainText(r.text);
    await expect(item).toContainText(`${r.source === 'PDPL' ? 'PDPL' : 'Implementing Regulations'} Art. ${r.article}`);
  }
  await expect(rights).toContainText(`Judged by version ${RUBRIC_VERSION} of the rubric.`);
  await expectNoAxeViolations(page);

  // None met: both of the children's requirements are listed, not met; a dimension the file does not judge by the rubric lists none.
  await page.getByRole('button', { name: /^Children's Data Score / }).click();
  const children = card(page, "Children's Data").getByRole('group', { name: 'Requirements' });
  await expect(children.locator('[data-part=status]')).toHaveText(['Not met', 'Not met']);
  await page.getByRole('button', { name: /^Consent Mechanisms Score / }).click();
  await expect(card(page, 'Consent Mechanisms').getByRole('heading', { name: 'Reason' })).toBeVisible();
  await expect(card(page, 'Consent Mechanisms').getByRole('group', { name: 'Requirements' })).toHaveCount(0);

  await rights.getByRole('link', { name: 'How requirements are judged' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Index Methodology' })).toBeVisible();
  await expect(page.getByTestId('rubric-version')).toContainText(RUBRIC_VERSION);
});

test('the Arabic details page lists the same requirements in Arabic, with their articles', async ({ page }) => {
  await page.goto(`${site.url}/ar/PDPLComplianceIndex/${COMPANY.id}/details`);
  await expect(page.getByRole('heading', { level: 1, name: COMPANY.companyName })).toBeVisible();
  const section = ar('Data Subject Rights');
  await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(section)}`) }).click();
  const rights = card(page, section).getByRole('group', { name: detailsAr['index.details.requirements'] });
  await expect(rights).toContainText(detailsAr['index.details.requirementsMet'].replace('{met}', '5').replace('{total}', '8'));
  const items = rights.getByRole('listitem');
  await expect(items).toHaveCount(RIGHTS.length);
  for (const [i, r] of RIGHTS.entries()) {
    const item = items.nth(i);
    await expect(item.locator('[data-part=status]')).toHaveText(MET.includes(r.id) ? detailsAr['index.details.met'] : detailsAr['index.details.notMet']);
    await expect(item).toContainText(ar(r.text));
    const article = r.source === 'PDPL' ? detailsAr['index.details.articlePdpl'] : detailsAr['index.details.articleIr'];
    await expect(item).toContainText(article.replace('{article}', r.article));
  }
  await expect(rights).toContainText('المادة 4 من نظام حماية البيانات الشخصية');
  await expect(rights).toContainText('المادة 4 من اللائحة التنفيذية');
  await expectNoAxeViolations(page);
});
