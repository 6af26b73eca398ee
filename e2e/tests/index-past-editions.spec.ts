/**
 * Every published edition stays readable: the edition choice on the list, each edition's permanent
 * URLs (list, report, details), the notice on a past edition's pages with its link to the current
 * edition, a report's history linking each edition, canonical URLs, the Arabic pages; and a
 * withdrawn edition leaves the choice (on a site of its own, since withdrawing changes the editions).
 */
import { expect, test, type Page } from '@playwright/test';
import { PRERENDER } from '@pdpl/contracts';
import companiesAr from '../../mfe-index/src/features/companies/messages/ar.json' with { type: 'json' };
import sharedAr from '../../mfe-index/src/shared/messages/ar.json' with { type: 'json' };
import { signIn } from '../support/admin';
import { expectNoAxeViolations } from '../support/axe';
import { queryRows } from '../support/db';
import { createAnalyst, startEditionsSite } from '../support/editions-site';
import { readSitemap } from '../support/sitemap';

const monthName = (month: string) => new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' });
const editionList = (month: string) => `/PDPLComplianceIndex/edition/${month}`;
const NOTICE = (month: string) => `You are reading the ${monthName(month)} edition of the index, a past edition.`;

/** The published editions (YYYY-MM), newest (current) first. */
async function publishedMonths(databaseUrl?: string): Promise<string[]> {
  const rows = await queryRows<{ month: string }>(`select to_char(month, 'YYYY-MM') as month from index_editions where status = 'published' order by month desc`, [], databaseUrl);
  return rows.map((r) => r.month);
}

/** A company scored in both editions, with its score in each, and the past edition's best company. */
async function companyInBoth(current: string, past: string) {
  const [row] = await queryRows<{ id: string; name: string; now: string; before: string }>(
    `select c.id, c.name, n.score::text as now, b.score::text as before from companies c
     join company_scores n on n.company_id = c.id and n.edition_id = (select id from index_editions where status = 'published' and to_char(month, 'YYYY-MM') = $1)
     join company_scores b on b.company_id = c.id and b.edition_id = (select id from index_editions where status = 'published' and to_char(month, 'YYYY-MM') = $2)
     where n.score <> b.score order by c.id limit 1`,
    [current, past],
  );
  const [best] = await queryRows<{ id: string; name: string }>(
    `select c.id, coalesce(s.name, c.name) as name from company_scores s join companies c on c.id = s.company_id
     where s.edition_id = (select id from index_editions where status = 'published' and to_char(month, 'YYYY-MM') = $1)
     order by s.score desc, coalesce(s.name, c.name), c.id limit 1`,
    [past],
  );
  return { id: row!.id, name: row!.name, now: Number(row!.now), before: Number(row!.before), pastBest: best! };
}

const choice = (page: Page, label = 'Edition') => page.getByRole('navigation', { name: label });
const notice = (page: Page) => page.getByTestId('past-edition-notice');

test('the list offers every published edition; a past one opens at its permanent URL, says so and links to the current one', async ({ page }) => {
  const [current, past] = await publishedMonths();
  expect(past, 'the sample data has a past edition').toBeDefined();
  const { pastBest } = await companyInBoth(current!, past!);

  await page.goto('/PDPLComplianceIndex');
  const editions = choice(page);
  await expect(editions.getByRole('link', { name: `${monthName(current!)} (current)` })).toHaveAttribute('aria-current', 'page');
  await expect(editions.getByRole('link', { name: monthName(past!), exact: true })).toHaveAttribute('href', editionList(past!));
  await expect(notice(page)).toHaveCount(0);

  await editions.getByRole('link', { name: monthName(past!), exact: true }).click();
  await expect(page).toHaveURL(editionList(past!));
  await expect(notice(page)).toHaveText(`${NOTICE(past!)} See the current edition`);
  await expect(page.getByText(`${monthName(past!)} edition`, { exact: true })).toBeVisible();
  await expect(choice(page).getByRole('link', { name: monthName(past!), exact: true })).toHaveAttribute('aria-current', 'page');
  // The table is the past edition's, and its rows lead to the reports of that edition.
  const first = page.getByTestId('company-row').first().getByRole('link');
  await expect(first).toHaveText(pastBest.name);
  await expect(first).toHaveAttribute('href', `${editionList(past!)}/${pastBest.id}`);
  await expectNoAxeViolations(page);

  await notice(page).getByRole('link', { name: 'See the current edition' }).click();
  await expect(page).toHaveURL('/PDPLComplianceIndex');
  await expect(page.getByText(`${monthName(current!)} edition`, { exact: true })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
});

test("a past edition's report and details keep their permanent URLs, and a report's history links each edition", async ({ page }) => {
  const [current, past] = await publishedMonths();
  const company = await companyInBoth(current!, past!);
  const pastReport = `${editionList(past!)}/${company.id}`;

  // The current report: one history link per edition, the current one at its plain URL.
  await page.goto(`/PDPLComplianceIndex/${company.id}`);
  await expect(page.getByTestId('overall-score')).toHaveText(`${company.now.toFixed(1)}/100`);
  await expect(notice(page)).toHaveCount(0);
  const history = page.getByTestId('score-history-values');
  await expect(history.getByRole('link', { name: `${monthName(current!)}:` })).toHaveAttribute('href', `/PDPLComplianceIndex/${company.id}`);
  await history.getByRole('link', { name: `${monthName(past!)}:` }).click();

  await expect(page).toHaveURL(pastReport);
  await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
  await expect(page.getByTestId('overall-score')).toHaveText(`${company.before.toFixed(1)}/100`);
  await expect(notice(page)).toHaveText(`${NOTICE(past!)} See the current edition`);
  await expect(notice(page).getByRole('link')).toHaveAttribute('href', `/PDPLComplianceIndex/${company.id}`);
  // Its history stops at its edition, and names it as the page shown.
  await expect(page.getByTestId('score-history-values').getByRole('link')).toHaveCount(1);
  await expect(page.getByTestId('score-history-values').getByRole('link', { name: `${monthName(past!)}:` })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'See Details' }).click();
  await expect(page).toHaveURL(`${pastReport}/details`);
  await expect(notice(page)).toHaveText(`${NOTICE(past!)} See the current edition`);
  await expect(notice(page).getByRole('link')).toHaveAttribute('href', `/PDPLComplianceIndex/${company.id}/details`);
  await page.getByRole('button', { name: 'Back to Company Overview' }).click();
  await expect(page).toHaveURL(pastReport);
  await page.getByRole('button', { name: 'Back to Index' }).click();
  await expect(page).toHaveURL(editionList(past!));

  // Opened directly, a permanent URL is its own canonical URL; the current edition's permanent URLs name its plain ones.
  const canonical = async (path: string) => {
    const res = await page.request.get(path, { headers: { Accept: 'text/html' } });
    expect(res.status()).toBe(200);
    return new URL(/<link rel="canonical" href="([^"]+)"/.exec(await res.text())![1]!).pathname;
  };
  expect(await canonical(pastReport)).toBe(pastReport);
  expect(await canonical(`${editionList(current!)}/${company.id}`)).toBe(`/PDPLComplianceIndex/${company.id}`);
  expect(await canonical(`/ar${editionList(past!)}`)).toBe(`/ar${editionList(past!)}`);
  const origin = new URL(page.url()).origin;
  const { files, text: sitemap } = await readSitemap(origin, async (url) => {
    const res = await page.request.get(url);
    return { status: res.status(), text: await res.text() };
  });
  expect(files).toContain(`${origin}/sitemaps/edition-${past!}.xml`);
  expect(sitemap).toContain(`${pastReport}/details</loc>`);
  expect(sitemap).not.toContain(editionList(current!));

  // The current edition read at its permanent URL is not a past one.
  await page.goto(`${editionList(current!)}/${company.id}`);
  await expect(page.getByTestId('overall-score')).toHaveText(`${company.now.toFixed(1)}/100`);
  await expect(notice(page)).toHaveCount(0);
});

test('a past edition reads the same in Arabic, with its notice and edition choice in Arabic', async ({ page }) => {
  const [current, past] = await publishedMonths();
  const company = await companyInBoth(current!, past!);
  const [before, after] = sharedAr['index.shared.pastEdition'].split('{month}') as [string, string];

  await page.goto(`/ar${editionList(past!)}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const editions = choice(page, companiesAr['index.editionChoice.label']);
  await expect(editions.getByRole('link')).toHaveCount(2);
  await expect(editions.locator('[aria-current="page"]')).toHaveAttribute('href', `/ar${editionList(past!)}`);
  await expect(editions.getByRole('link').first()).toContainText(companiesAr['index.editionChoice.current'].replace('{month}', '').trim());
  await expect(notice(page)).toContainText(before);
  await expect(notice(page)).toContainText(after);
  await expect(notice(page).getByRole('link', { name: sharedAr['index.shared.currentEdition'] })).toHaveAttribute('href', '/ar/PDPLComplianceIndex');
  await expect(page.getByTestId('company-row').first().getByRole('link')).toHaveAttribute('href', new RegExp(`^/ar${editionList(past!)}/`));
  await expectNoAxeViolations(page);

  await page.goto(`/ar${editionList(past!)}/${company.id}`);
  await expect(notice(page).getByRole('link', { name: sharedAr['index.shared.currentEdition'] })).toHaveAttribute('href', `/ar/PDPLComplianceIndex/${company.id}`);
  await expect(page.getByTestId('overall-score')).toHaveText(`${company.before.toFixed(1)}/100`);
});

test('without JavaScript, the rendered pages carry the edition choice and the notice as plain links', async ({ browser }) => {
  const [current, past] = await publishedMonths();
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  try {
    const page = await context.newPage();
    // Past editions' pages are rendered last after the server starts (the current edition first).
    await expect
      .poll(async () => (await page.request.get(editionList(past!), { headers: { accept: 'text/html' } })).text(), { timeout: 60_000 })
      .toContain(PRERENDER.rootAttribute);
    await page.goto(editionList(past!));
    // (The rendered copy leaves out test ids: the notice is found by its text.)
    const plainNotice = page.getByRole('note').filter({ hasText: NOTICE(past!) });
    await expect(plainNotice.getByRole('link', { name: 'See the current edition' })).toHaveAttribute('href', '/PDPLComplianceIndex');
    await choice(page).getByRole('link', { name: `${monthName(current!)} (current)` }).click();
    await expect(page).toHaveURL('/PDPLComplianceIndex');
    await choice(page).getByRole('link', { name: monthName(past!), exact: true }).click();
    await expect(page).toHaveURL(editionList(past!));
    await expect(plainNotice).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a month without a published edition says so and leads to the current edition', async ({ page }) => {
  const res = await page.goto(editionList('1999-01'));
  expect(res?.status()).toBe(404);
  await expect(page.getByTestId('missing-edition')).toHaveText('There is no published edition of 1999-01. See the current edition');
  await expect(page.getByTestId('demo-data-badge')).toHaveCount(0);
  await page.getByTestId('missing-edition').getByRole('link').click();
  await expect(page).toHaveURL('/PDPLComplianceIndex');
});

test('a withdrawn edition disappears from the choice, and its permanent URLs with it', async ({ page }) => {
  test.setTimeout(360_000);
  // Withdrawing changes the editions the other spec files read: a site of its own.
  const site = await startEditionsSite();
  try {
    const analyst = await createAnalyst(site.databaseUrl);
    const [current, past] = await publishedMonths(site.databaseUrl);
    await page.goto(`${site.url}/PDPLComplianceIndex`);
    await expect(choice(page).getByRole('link', { name: monthName(past!), exact: true })).toBeVisible();

    await page.goto(`${site.url}/PDPLComplianceIndex/editions`);
    await signIn(page, analyst);
    await expect(page).toHaveURL(/\/PDPLComplianceIndex\/editions$/);
    await page.getByRole('button', { name: `Withdraw the ${monthName(past!)} edition` }).click();
    await page.getByRole('alertdialog', { name: `Withdraw the ${monthName(past!)} edition?` }).getByRole('button', { name: 'Withdraw' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Edition withdrawn' })).toBeVisible();

    await page.goto(`${site.url}/PDPLComplianceIndex`);
    await expect(page.getByText(`${monthName(current!)} edition`, { exact: true })).toBeVisible();
    await expect(page.getByTestId('open-data-editions').locator('li')).toHaveCount(1);
    // One edition left: nothing to choose, and the withdrawn month is offered nowhere.
    await expect(choice(page)).toHaveCount(0);
    await expect(page.locator(`a[href$="${editionList(past!)}"]`)).toHaveCount(0);
    const withdrawn = await page.goto(`${site.url}${editionList(past!)}`);
    // Its permanent URLs are gone: not found, as the page says.
    expect(withdrawn?.status()).toBe(404);
    await expect(page.getByTestId('missing-edition')).toBeVisible();
    expect((await page.request.get(`${site.url}/api/index/companies?edition=${past!}`)).status()).toBe(404);
  } finally {
    await site.stop();
  }
});
