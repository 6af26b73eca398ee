/**
 * The index computing itself, end to end: an analyst watches companies (one by the form, more from
 * a CSV file), the site under test collects their real web sites (stand-in HTTP servers on this
 * machine, robots.txt obeyed), analyses their notices, and the analyst reviews each company (the
 * evidence highlighted in the notice's text, an override with its reason), accepts it, drafts the
 * month's edition and publishes it; visitors then read the new scores, reasons, evidence and
 * requirements, in English and in Arabic. A site whose address is private is refused, and says so.
 *
 * Publishing changes the current edition, and collections need a collector allowed to reach the
 * stand-in sites: this file runs against a site of its own, one step after another.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  ANALYSIS_API_PATHS,
  ANALYSIS_ROUTES,
  DIMENSIONS,
  REVIEW_MESSAGES,
  WATCHED_COMPANY_COLUMNS,
  WATCHED_COMPANY_MESSAGES,
  analysisReviewPath,
  citeArticle,
  companyDetailsPath,
  companyReportPath,
  findRequirement,
  type CompanyReview,
  type DimensionKey,
  type ReviewedDimension,
} from '@pdpl/contracts';
import contracts from '../../libs/contracts/src/messages/ar.json' with { type: 'json' };
import detailsAr from '../../mfe-index/src/features/details/messages/ar.json' with { type: 'json' };
import { signIn } from '../support/admin';
import {
  ARABIC_ACCESS_QUOTE,
  DISALLOWED_PREFIX,
  ENGLISH_ACCESS_QUOTE,
  startAnalysisSite,
  startStandInSites,
  type AnalysisSite,
  type StandInSites,
} from '../support/analysis-sites';
import { expectNoAxeViolations } from '../support/axe';
import { createAnalyst } from '../support/editions-site';

test.describe.configure({ mode: 'serial' });

let standIns: StandInSites;
let site: AnalysisSite;
let analyst: { email: string; password: string };

test.beforeAll(async () => {
  // A site of its own is ready once it has rendered the index pages: minutes on a busy machine.
  test.setTimeout(300_000);
  // The stand-in sites first: the collector's allow-list names their ports.
  standIns = await startStandInSites();
  site = await startAnalysisSite(standIns.allowHosts);
  analyst = await createAnalyst(site.databaseUrl);
});
test.afterAll(async () => {
  await site?.stop();
  await standIns?.close();
});

interface Company {
  id: string;
  nameEn: string;
  nameAr: string;
  sector: string;
  website: () => string;
}

/** Added with the form: an English-only site. */
const ALPHA: Company = { id: 'e2e-watch-alpha', nameEn: 'E2E Watch Alpha Bank', nameAr: 'بنك ألفا للاختبار', sector: 'Banking & Financial Services', website: () => standIns.english };
/** Imported: a site with only an Arabic privacy notice. */
const BETA: Company = { id: 'e2e-watch-beta', nameEn: 'E2E Watch Beta Telecom', nameAr: 'شركة بيتا للاتصالات', sector: 'Telecommunications', website: () => standIns.arabic };
/** Imported: a site on a private address, which the collector refuses. */
const GAMMA: Company = { id: 'e2e-watch-gamma', nameEn: 'E2E Watch Gamma Retail', nameAr: 'متاجر جاما للاختبار', sector: 'Retail & E-commerce', website: () => 'http://10.1.2.3/' };

const OVERRIDE_REASON = 'The notice links to the SDAIA complaints portal from its contact section (an image link the analysis cannot read).';

const ar = (english: string) => (contracts as Record<string, string>)[english]!;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const toast = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title });
const monthName = (month: string) => new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' });
/** The month a collection run now is analysed for: the current one in UTC. */
const utcMonth = () => new Date().toISOString().slice(0, 7);
const section = (key: DimensionKey) => DIMENSIONS.find((d) => d.key === key)!.section;

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
function companiesCsv(rows: Record<string, string>[]): string {
  return [WATCHED_COMPANY_COLUMNS.join(','), ...rows.map((row) => WATCHED_COMPANY_COLUMNS.map((c) => csvCell(row[c] ?? '')).join(','))].join('\n');
}
const csvRow = (c: Company) => ({ id: c.id, nameEn: c.nameEn, nameAr: c.nameAr, sector: c.sector, website: c.website() });

const rowOf = (page: Page, company: Company) => page.locator(`[data-testid="watched-company-row"][data-company-id="${company.id}"]`);
const requirementOf = (page: Page, id: string) => page.locator(`[data-testid="requirement"][data-requirement-id="${id}"]`);
const dimensionOf = (page: Page, key: DimensionKey) => page.locator(`[data-testid="dimension"][data-dimension="${key}"]`);

/** A dimension's card on the details page: the list item whose toggle names the section. */
const card = (page: Page, name: string) =>
  page.getByRole('list', { name: /./ }).getByRole('listitem').filter({ has: page.getByRole('button', { name: new RegExp(`^${escapeRegExp(name)} `) }) });

async function openAnalysis(page: Page) {
  await page.goto(`${site.url}${ANALYSIS_ROUTES.companies}`);
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, analyst);
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(ANALYSIS_ROUTES.companies)}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Index Analysis' })).toBeVisible();
}

/**
 * "Collect now" on a company's row, then waits (the page polls the progress; the test only watches)
 * for the row to show the collection ended, and for the batch of this one company to show it.
 */
async function collectNow(page: Page, company: Company, expected: 'done' | 'failed') {
  const row = rowOf(page, company);
  await expect(row.locator('[data-status]')).toHaveCount(0);
  await row.getByRole('button', { name: `Collect now: ${company.nameEn}` }).click();
  await expect(toast(page, REVIEW_MESSAGES.collectQueued)).toBeVisible();
  const status = row.locator('[data-status]');
  await expect(status).toHaveAttribute('data-status', /^(done|failed)$/, { timeout: 60_000 });
  // Said with the row's text, so an unexpected failure shows its reason.
  expect(await status.getAttribute('data-status'), await row.innerText()).toBe(expected);

  const [done, failed] = expected === 'done' ? [1, 0] : [0, 1];
  await expect(page.getByTestId('collection-progress')).toHaveAttribute('data-active', 'false');
  const count = (key: string) => page.getByTestId('collection-counts').locator(`[data-count="${key}"]`);
  await expect(count('done')).toHaveText(String(done));
  await expect(count('failed')).toHaveText(String(failed));
  await expect(count('running')).toHaveText('0');
  await expect(count('queued')).toHaveText('0');
  await expect(count('total')).toHaveText('1');
  await expect(page.getByRole('progressbar', { name: 'Collection progress' })).toHaveAttribute('aria-valuetext', `1 of 1 finished (${done} done, ${failed} failed)`);
}

/** The review as the API gives it to the signed-in analyst (the page's own source). */
async function reviewOf(page: Page, company: Company, month: string): Promise<CompanyReview> {
  const res = await page.request.get(`${site.url}${ANALYSIS_API_PATHS.review(company.id)}?month=${month}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as CompanyReview;
}

/** Opens the company's review from its row (its newest analysis, to review). */
async function openReview(page: Page, company: Company, month: string) {
  const row = rowOf(page, company);
  await expect(row.locator('[data-reviewed]')).toHaveText('To review');
  await row.getByRole('link', { name: `Review ${company.nameEn} (${monthName(month)})` }).click();
  await expect(page).toHaveURL(`${site.url}${analysisReviewPath(company.id, month)}`);
  await expect(page.getByRole('heading', { level: 1, name: `Review: ${company.nameEn}` })).toBeVisible();
  await expect(page.getByTestId('month-choice').locator('[aria-current="page"]')).toHaveAttribute('data-month', month);
}

/** Follows an evidence quote of a requirement to its highlight in the notice's text: a focused <mark> in view. */
async function followEvidence(page: Page, requirementId: string, quote: string, language: 'en' | 'ar') {
  const link = requirementOf(page, requirementId).getByTestId('evidence').getByRole('link').filter({ hasText: quote });
  await expect(link).toHaveCount(1);
  const target = await link.getAttribute('data-target');
  expect(target).toMatch(/^notice-\d+-mark-\d+$/);
  await link.click();
  const mark = page.locator(`#${target}`);
  await expect(mark).toBeFocused();
  await expect(mark).toBeInViewport();
  await expect(mark).toHaveText(quote);
  expect(await mark.evaluate((el) => el.tagName)).toBe('MARK');
  // In the privacy notice of the quote's language.
  const notice = page.locator(`[data-testid="notice-text"][data-kind="privacy"][data-language="${language}"]`);
  await expect(notice.locator(`#${target}`)).toHaveCount(1);
  return mark;
}

async function acceptSuggestions(page: Page) {
  await page.getByTestId('review-summary').getByRole('button', { name: 'Accept suggestions' }).click();
  await expect(toast(page, REVIEW_MESSAGES.accepted)).toBeVisible();
  await expect(page.getByTestId('review-state')).toContainText(`Accepted by ${analyst.email}, `);
  await expect(page.getByTestId('review-state').locator('[data-reviewed]')).toHaveText('Reviewed');
}

/** From the review back to the companies, "Create draft edition" for the month; lands on the draft's preview. */
async function createDraft(page: Page, month: string, added: Company) {
  await page.getByRole('link', { name: 'Index Analysis', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Index Analysis' })).toBeVisible();
  const form = page.getByTestId('create-draft');
  await form.getByLabel('Edition month').fill(month);
  await form.getByRole('button', { name: 'Create draft edition' }).click();
  await expect(toast(page, REVIEW_MESSAGES.draftCreated)).toBeVisible();
  await expect(page).toHaveURL(/\/PDPLComplianceIndex\/editions\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Preview: ${monthName(month)} edition` })).toBeVisible();
  await expect(page.getByTestId('added-companies').getByRole('listitem')).toHaveText([`${added.nameEn} (${added.id})`]);
}

/** Publishes the previewed draft, as index-editions.spec.ts does; the public list opens. */
async function publish(page: Page, month: string) {
  await page.getByRole('button', { name: 'Publish' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Publish the ${monthName(month)} edition?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(toast(page, 'Edition published')).toBeVisible();
  await expect(page).toHaveURL(/\/PDPLComplianceIndex$/);
  await expect(page.getByText(`${monthName(month)} edition`, { exact: true })).toBeVisible();
}

/** A visitor: a browser context of its own, without the analyst's session. */
async function asVisitor<T>(browser: Browser, visit: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    return await visit(await context.newPage());
  } finally {
    await context.close();
  }
}

/** What the draft writes as a dimension's reason: the count, then each requirement met and not met. */
function reasonLines(d: ReviewedDimension, language: 'en' | 'ar'): string[] {
  const text = (id: string) => (language === 'en' ? findRequirement(id)!.text : ar(findRequirement(id)!.text));
  const met = d.requirements.filter((r) => r.met);
  const notMet = d.requirements.filter((r) => !r.met);
  const count = language === 'en' ? `${met.length} of ${d.requirements.length} requirements met` : `${met.length} من ${d.requirements.length} متطلبات مستوفاة`;
  const [yes, no] = language === 'en' ? ['Met', 'Not met'] : ['مستوفى', 'غير مستوفى'];
  return [count, ...met.map((r) => `${yes}: ${text(r.id)}`), ...notMet.map((r) => `${no}: ${text(r.id)}`)];
}

/** The first quotation of a requirement met: the evidence the edition shows for the dimension. */
const firstEvidence = (d: ReviewedDimension) => d.requirements.flatMap((r) => (r.met ? r.evidence : []))[0]!;

/** A dimension's card on a details page: its score, reason, requirements met and not met, and evidence. */
async function expectDimensionCard(page: Page, d: ReviewedDimension, language: 'en' | 'ar') {
  const name = language === 'en' ? section(d.key) : ar(section(d.key));
  await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(name)} `) }).click();
  const dimension = card(page, name);
  const labels = language === 'en' ? { reason: 'Reason', requirements: 'Requirements', met: 'Met', notMet: 'Not met' } : {
    reason: detailsAr['index.details.reason'],
    requirements: detailsAr['index.details.requirements'],
    met: detailsAr['index.details.met'],
    notMet: detailsAr['index.details.notMet'],
  };
  const reason = dimension.getByRole('group', { name: labels.reason });
  for (const line of reasonLines(d, language)) await expect(reason).toContainText(line);
  const requirements = dimension.getByRole('group', { name: labels.requirements });
  await expect(requirements.locator('[data-part=status]')).toHaveText(d.requirements.map((r) => (r.met ? labels.met : labels.notMet)));
  const items = requirements.getByRole('listitem');
  for (const [i, r] of d.requirements.entries()) {
    const text = findRequirement(r.id)!.text;
    await expect(items.nth(i)).toContainText(language === 'en' ? text : ar(text));
    await expect(items.nth(i)).toHaveAttribute('data-met', String(r.met));
  }
  const evidence = firstEvidence(d);
  await expect(dimension.getByRole('blockquote')).toHaveText(`“${evidence.quote}”`);
  return dimension;
}

let month: string;

test('an analyst adds a company with the form, and imports two more from a CSV file once its errors are fixed', async ({ page }) => {
  await openAnalysis(page);
  await expect(page.getByTestId('watched-companies-table')).toHaveCount(0);
  await expect(page.getByText('No company is watched yet: add one or import a file below.')).toBeVisible();

  const add = page.getByTestId('add-company');
  await add.getByLabel('Id', { exact: true }).fill(ALPHA.id);
  await add.getByLabel('Sector', { exact: true }).selectOption(ALPHA.sector);
  await add.getByLabel('Name in English', { exact: true }).fill(ALPHA.nameEn);
  await add.getByLabel('Name in Arabic', { exact: true }).fill(ALPHA.nameAr);
  await add.getByLabel('Web site', { exact: true }).fill(ALPHA.website());
  await add.getByRole('button', { name: 'Add company' }).click();
  await expect(toast(page, WATCHED_COMPANY_MESSAGES.added)).toBeVisible();
  const alpha = rowOf(page, ALPHA);
  await expect(alpha).toContainText(ALPHA.nameEn);
  await expect(alpha).toContainText(ALPHA.nameAr);
  await expect(alpha).toContainText('Never collected');
  await expect(alpha).toContainText('Not analysed yet');
  // The form starts afresh.
  await expect(add.getByLabel('Id', { exact: true })).toHaveValue('');
  await expectNoAxeViolations(page);

  // The template's header names the file's columns.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download template (CSV)' }).click();
  const template = await readFile((await (await downloading).path())!, 'utf8');
  expect(template.replace(/^\uFEFF/, '').split(/\r?\n/)[0]!.split(',')).toEqual([...WATCHED_COMPANY_COLUMNS]);

  // A refused file: every error by row and column, nothing imported.
  const imports = page.getByTestId('import-companies');
  const broken = companiesCsv([
    { ...csvRow(BETA), id: 'Beta Telecom' },
    { ...csvRow(GAMMA), nameAr: 'Gamma Retail', website: 'ftp://10.1.2.3/' },
  ]);
  await imports.getByLabel('Companies file (CSV)').setInputFiles({ name: 'companies.csv', mimeType: 'text/csv', buffer: Buffer.from(broken) });
  await imports.getByRole('button', { name: 'Import companies' }).click();
  const errors = imports.getByTestId('import-errors');
  await expect(errors.getByRole('heading')).toHaveText('The file was not imported: 3 errors');
  const listed = (await errors.getByRole('listitem').allTextContents()).sort();
  expect(listed).toEqual(
    [
      `row 2, column id: ${WATCHED_COMPANY_MESSAGES.idInvalid}`,
      `row 3, column nameAr: ${WATCHED_COMPANY_MESSAGES.nameArNotArabic}`,
      `row 3, column website: ${WATCHED_COMPANY_MESSAGES.urlInvalid}`,
    ].sort(),
  );
  await expectNoAxeViolations(page);
  await expect(page.getByTestId('watched-company-row')).toHaveCount(1);

  // Fixed: both are watched.
  await imports.getByLabel('Companies file (CSV)').setInputFiles({ name: 'companies.csv', mimeType: 'text/csv', buffer: Buffer.from(companiesCsv([csvRow(BETA), csvRow(GAMMA)])) });
  await expect(errors).toHaveCount(0);
  await imports.getByRole('button', { name: 'Import companies' }).click();
  await expect(toast(page, WATCHED_COMPANY_MESSAGES.imported)).toContainText('2 companies added to the watched companies.');
  await expect(page.getByTestId('watched-company-row')).toHaveCount(3);
  for (const company of [BETA, GAMMA]) await expect(rowOf(page, company)).toContainText('Never collected');
  await expect(page.getByTestId('collection')).toContainText('No collection has run yet.');
});

test('a company collected now is reviewed: evidence shown in its notice, a requirement overridden with a reason, the suggestions accepted', async ({ page }) => {
  test.setTimeout(120_000);
  await openAnalysis(page);
  await collectNow(page, ALPHA, 'done');
  month = utcMonth();
  const before = await reviewOf(page, ALPHA, month);
  await expect(rowOf(page, ALPHA).getByTestId('analysis-score')).toHaveText(before.score.toFixed(1));

  await openReview(page, ALPHA, month);
  await expect(page.getByTestId('review-score')).toHaveText(before.score.toFixed(1));
  await expect(page.getByTestId('review-previous-score')).toHaveText('none');
  await expect(page.getByTestId('review-rubric')).toHaveText(before.rubric);
  await expect(page.getByTestId('review-state')).toContainText('Check the requirements below');
  // What the collection saw: the notice linked from the home page (past the disallowed draft), in English only.
  const traits = page.getByTestId('site-traits');
  await expect(traits.locator('[data-trait="privacyNoticeFound"] [data-value]')).toHaveAttribute('data-value', 'true');
  await expect(traits.locator('[data-trait="privacyLinkedFromHome"] [data-value]')).toHaveAttribute('data-value', 'true');
  await expect(traits.locator('[data-trait="arabicNoticeFound"] [data-value]')).toHaveAttribute('data-value', 'false');
  await expect(traits.locator('[data-trait="englishNoticeLang"]')).toContainText('lang="en"');
  await expect(page.locator('[data-testid="notice-text"]')).toHaveCount(1);
  await expect(page.locator('[data-testid="notice-text"][data-kind="privacy"][data-language="en"]')).toHaveCount(1);

  // A requirement met, with its quotation: followed to its highlight in the notice.
  const access = requirementOf(page, 'rights.access');
  await expect(access).toHaveAttribute('data-met', 'true');
  await expect(access.getByTestId('requirement-source')).toHaveText(`${citeArticle(findRequirement('rights.access')!)} · text · rights.access`);
  await expect(access.getByTestId('suggestion')).toHaveText('Analysis suggested: Met (not overridden)');
  await followEvidence(page, 'rights.access', ENGLISH_ACCESS_QUOTE, 'en');

  // A requirement not met (the notice names no authority to complain to) is overridden as met, with the reason.
  const dsr = before.dimensions.find((d) => d.key === 'dsrContactInfo')!;
  const dsrCard = dimensionOf(page, 'dsrContactInfo');
  const complaint = requirementOf(page, 'dsrContact.complaint');
  await expect(complaint).toHaveAttribute('data-met', 'false');
  await expect(dsrCard.locator('[data-score="suggested"]')).toHaveText(dsr.suggestedScore.toFixed(1));
  await expect(dsrCard.locator('[data-score="score"]')).toHaveText(dsr.score.toFixed(1));
  await expect(dsrCard.locator('[data-score="previous"]')).toHaveText('none');
  await complaint.getByRole('button', { name: 'Override' }).click();
  const dialog = page.getByRole('dialog', { name: 'Override the analysis' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(findRequirement('dsrContact.complaint')!.text);
  // A new override starts from the opposite of the suggestion.
  await expect(dialog.getByRole('radio', { name: 'Met', exact: true })).toBeChecked();
  await dialog.getByRole('radiogroup', { name: 'Decision' }).getByText('Not met', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'Not met', exact: true })).toBeChecked();
  await dialog.getByRole('radiogroup', { name: 'Decision' }).getByText('Met', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'Met', exact: true })).toBeChecked();
  // A reason is required.
  await dialog.getByRole('button', { name: 'Save override' }).click();
  await expect(dialog).toContainText(REVIEW_MESSAGES.reasonRequired);
  await dialog.getByLabel('Reason').fill(OVERRIDE_REASON);
  await expectNoAxeViolations(page);
  const sent = Date.now();
  await dialog.getByRole('button', { name: 'Save override' }).click();
  await expect(toast(page, REVIEW_MESSAGES.overrideSaved)).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(complaint).toHaveAttribute('data-met', 'true');
  await expect(complaint.getByTestId('suggestion')).toHaveText('Analysis suggested: Not met');
  const override = complaint.getByTestId('override');
  await expect(override).toContainText(`Overridden: Met, by ${analyst.email}, `);
  await expect(override).toContainText(`Reason: ${OVERRIDE_REASON}`);
  const at = Date.parse((await override.locator('time').getAttribute('datetime'))!);
  expect(Math.abs(at - sent)).toBeLessThan(60_000);

  const after = await reviewOf(page, ALPHA, month);
  const dsrAfter = after.dimensions.find((d) => d.key === 'dsrContactInfo')!;
  expect(dsrAfter.requirements.every((r) => r.met)).toBe(true);
  expect(dsrAfter.score).toBe(100);
  await expect(dsrCard.locator('[data-score="suggested"]')).toHaveText(dsr.suggestedScore.toFixed(1));
  await expect(dsrCard.locator('[data-score="score"]')).toHaveText('100.0');
  expect(after.score).toBeGreaterThan(before.score);
  await expect(page.getByTestId('review-score')).toHaveText(after.score.toFixed(1));
  await expectNoAxeViolations(page);

  await acceptSuggestions(page);
  await page.getByRole('link', { name: 'Index Analysis', exact: true }).click();
  await expect(rowOf(page, ALPHA).locator('[data-reviewed]')).toHaveText('Reviewed');
  await expect(rowOf(page, ALPHA).getByTestId('analysis-score')).toHaveText(after.score.toFixed(1));
});

test("the month's draft is created from the reviewed company and published; visitors see its score, reasons, evidence and requirements", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await openAnalysis(page);
  const review = await reviewOf(page, ALPHA, month);

  // A month nobody reviewed gives no draft.
  const form = page.getByTestId('create-draft');
  await form.getByLabel('Edition month').fill('2031-01');
  await form.getByRole('button', { name: 'Create draft edition' }).click();
  await expect(toast(page, 'No draft created')).toContainText(REVIEW_MESSAGES.noReviewed);

  await page.goto(`${site.url}${analysisReviewPath(ALPHA.id, month)}`);
  await expect(page.getByRole('heading', { level: 1, name: `Review: ${ALPHA.nameEn}` })).toBeVisible();
  await createDraft(page, month, ALPHA);
  await publish(page, month);
  await expect(page.getByTestId('company-row')).toHaveCount(1);
  await expect(page.getByTestId('company-row')).toContainText(ALPHA.nameEn);

  await asVisitor(browser, async (visitor) => {
    await visitor.goto(`${site.url}${companyReportPath(ALPHA.id)}`);
    await expect(visitor.getByRole('heading', { level: 1, name: ALPHA.nameEn })).toBeVisible();
    await expect(visitor.getByTestId('overall-score')).toHaveText(`${review.score.toFixed(1)}/100`);

    await visitor.goto(`${site.url}${companyDetailsPath(ALPHA.id)}`);
    await expect(visitor.getByRole('heading', { level: 1, name: ALPHA.nameEn })).toBeVisible();
    // The overridden dimension: every requirement met, the complaint among them.
    const dsr = review.dimensions.find((d) => d.key === 'dsrContactInfo')!;
    await expect(visitor.getByRole('button', { name: new RegExp(`^${escapeRegExp(section('dsrContactInfo'))} Score 100\\.0 out of 100`) })).toBeVisible();
    const dsrCard = await expectDimensionCard(visitor, dsr, 'en');
    await expect(dsrCard.getByRole('group', { name: 'Reason' })).toContainText(`Met: ${findRequirement('dsrContact.complaint')!.text}`);
    // Data Subject Rights: met and not met, the access quotation as its evidence, with its source.
    const rights = review.dimensions.find((d) => d.key === 'dataSubjectRights')!;
    expect(firstEvidence(rights).quote).toBe(ENGLISH_ACCESS_QUOTE);
    expect(rights.requirements.some((r) => !r.met)).toBe(true);
    const rightsCard = await expectDimensionCard(visitor, rights, 'en');
    await expect(rightsCard.getByRole('blockquote')).toHaveAttribute('cite', `${standIns.english}en/privacy-policy`);
    await expect(rightsCard.getByRole('link', { name: "the company's privacy notice" })).toHaveAttribute('href', `${standIns.english}en/privacy-policy`);
    await expectNoAxeViolations(visitor);
  });
});

test('a company whose web site is on a private address is refused, and its row says why', async ({ page }) => {
  await openAnalysis(page);
  await collectNow(page, GAMMA, 'failed');
  const row = rowOf(page, GAMMA);
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'failed');
  await expect(row.locator('[data-status]')).toHaveText('Failed');
  await expect(row.getByTestId('collection-error')).toHaveText('Refused http://10.1.2.3/: 10.1.2.3 is a private address');
  await expect(row).toContainText('Not analysed yet');
  await expect(row.getByRole('link', { name: /^Review / })).toHaveCount(0);
  await expect(page.getByTestId('collection-progress').getByRole('status')).toHaveText('Last collection finished: 0 of 1 collected, 1 failed');
  await expectNoAxeViolations(page);
});

test('a company with only an Arabic privacy notice is reviewed in Arabic, drafted, published, and its Arabic details list the requirements', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await openAnalysis(page);
  await collectNow(page, BETA, 'done');
  const review = await reviewOf(page, BETA, month);
  await openReview(page, BETA, month);

  // The Arabic notice alone, shown right to left in Arabic.
  const traits = page.getByTestId('site-traits');
  await expect(traits.locator('[data-trait="arabicNoticeFound"] [data-value]')).toHaveAttribute('data-value', 'true');
  await expect(traits.locator('[data-trait="arabicNoticeLang"]')).toContainText('lang="ar"');
  await expect(traits.locator('[data-trait="englishNoticeLang"]')).toContainText('None declared');
  await expect(page.locator('[data-testid="notice-text"]')).toHaveCount(1);
  const notice = page.locator('[data-testid="notice-text"][data-kind="privacy"][data-language="ar"]');
  const text = notice.getByRole('region', { name: 'Privacy notice (Arabic): text' });
  await expect(text).toHaveAttribute('dir', 'rtl');
  await expect(text).toHaveAttribute('lang', 'ar');
  await expect(text).toContainText('آخر تحديث');

  // Its Hijri "last updated" date is read, and the right of access is quoted from it, highlighted.
  await expect(requirementOf(page, 'lastUpdated.dated')).toHaveAttribute('data-met', 'true');
  await expect(requirementOf(page, 'lastUpdated.dated').getByTestId('evidence')).toContainText(/آخر تحديث: \d{1,2} .+ \d{4}هـ/);
  await expect(requirementOf(page, 'rights.access')).toHaveAttribute('data-met', 'true');
  const quote = requirementOf(page, 'rights.access').getByTestId('evidence').locator('[lang="ar"][dir="rtl"]');
  await expect(quote).toHaveText(ARABIC_ACCESS_QUOTE);
  const mark = await followEvidence(page, 'rights.access', ARABIC_ACCESS_QUOTE, 'ar');
  await expect(text.locator('mark')).toContainText([ARABIC_ACCESS_QUOTE]);
  expect(await mark.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  await expect(dimensionOf(page, 'privacyNoticeArabic').locator('[data-score="score"]')).toHaveText('100.0');
  await expectNoAxeViolations(page);

  await acceptSuggestions(page);
  await createDraft(page, month, BETA);
  // The month's draft holds both reviewed companies.
  await expect(page.getByTestId('public-list-preview').getByRole('row')).toHaveCount(3);
  await publish(page, month);
  await expect(page.getByTestId('company-row')).toHaveCount(2);

  await asVisitor(browser, async (visitor) => {
    await visitor.goto(`${site.url}/ar${companyDetailsPath(BETA.id)}`);
    await expect(visitor.getByRole('heading', { level: 1, name: BETA.nameAr })).toBeVisible();
    const rights = review.dimensions.find((d) => d.key === 'dataSubjectRights')!;
    const rightsCard = await expectDimensionCard(visitor, rights, 'ar');
    const met = rights.requirements.filter((r) => r.met).length;
    await expect(rightsCard.getByRole('group', { name: detailsAr['index.details.requirements'] })).toContainText(
      detailsAr['index.details.requirementsMet'].replace('{met}', String(met)).replace('{total}', String(rights.requirements.length)),
    );
    await expect(rightsCard.getByRole('blockquote')).toHaveText(`“${ARABIC_ACCESS_QUOTE}”`);
    await expect(rightsCard).toContainText('المادة 4 من نظام حماية البيانات الشخصية');
    // Every text of the page has its Arabic: no notice that some are in English.
    await expect(visitor.getByRole('note')).toHaveCount(0);
    await expectNoAxeViolations(visitor);

    await visitor.goto(`${site.url}/ar${companyReportPath(BETA.id)}`);
    await expect(visitor.getByRole('heading', { level: 1, name: BETA.nameAr })).toBeVisible();
    await expect(visitor.getByTestId('overall-score')).toContainText(review.score.toFixed(1));
  });
});

test('the collector never asked for a path robots.txt disallows, and the public pages still work', async ({ browser }) => {
  // Each site's robots.txt was read, and every request named the collector.
  expect(standIns.requests.filter((r) => r.path === '/robots.txt').map((r) => r.site).sort()).toEqual(['arabic', 'english']);
  expect(standIns.requests.every((r) => r.userAgent.startsWith('MizanPDPLIndexBot/1.0'))).toBe(true);
  // The English home page links the disallowed draft first: it was never requested.
  expect(standIns.requests.filter((r) => r.path.startsWith(DISALLOWED_PREFIX))).toEqual([]);
  expect(standIns.requests.some((r) => r.site === 'english' && r.path === '/en/privacy-policy')).toBe(true);

  await asVisitor(browser, async (visitor) => {
    await visitor.goto(`${site.url}/PDPLComplianceIndex`);
    await expect(visitor.getByText(`${monthName(month)} edition`, { exact: true })).toBeVisible();
    await expect(visitor.getByTestId('company-row')).toHaveCount(2);
    await expect(visitor.getByTestId('company-row').filter({ hasText: BETA.nameEn })).toHaveCount(1);

    await visitor.goto(`${site.url}/ar/PDPLComplianceIndex`);
    await expect(visitor.getByTestId('company-row').filter({ hasText: BETA.nameAr })).toHaveCount(1);

    await visitor.goto(`${site.url}/PDPLComplianceIndex/compare?companies=${ALPHA.id},${BETA.id}`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Compare Companies' })).toBeVisible();
    await expect(visitor.getByTestId('compare-scores').getByRole('row')).toHaveCount(3);

    await visitor.goto(`${site.url}/PDPLComplianceIndex/methodology`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Index Methodology' })).toBeVisible();

    // The sample editions are past editions now, and still open.
    await visitor.goto(`${site.url}/PDPLComplianceIndex/edition/2025-11`);
    await expect(visitor.getByTestId('company-row').first()).toBeVisible();
    await expect(visitor.getByTestId('company-row').filter({ hasText: ALPHA.nameEn })).toHaveCount(0);
  });
});
