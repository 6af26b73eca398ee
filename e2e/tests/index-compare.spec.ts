/**
 * Comparing 2 to 4 companies: chosen with the list's checkboxes or the compare page's search, the
 * choice held in the URL; scores, the 19 dimensions side by side, the radar (one series per company,
 * sectors' averages on demand) and its table; a plain message for a choice it cannot show; in Arabic too.
 */
import { API_PATHS, DIMENSIONS, type CompanyReport } from '@pdpl/contracts';
import { expect, test, type Page } from '@playwright/test';
import contracts from '../../libs/contracts/src/messages/ar.json' with { type: 'json' };
import comparePage from '../../mfe-index/src/features/compare/messages/ar.json' with { type: 'json' };
import { expectNoAxeViolations } from '../support/axe';
import { expectLive } from '../support/shell';
import { tick } from '../support/checkbox';
import { queryRows } from '../support/db';
import { latestEditionCompanies } from '../support/index-data';

const LIST = '/PDPLComplianceIndex';
const compare = (...ids: string[]) => `${LIST}/compare?companies=${ids.join(',')}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ar = (english: string) => (contracts as Record<string, string>)[english]!;

/** Two companies of one sector on the list's first page and one of another sector: 2 sector columns. */
async function threeCompanies() {
  const companies = await latestEditionCompanies();
  const first = companies[0]!;
  const other = companies.slice(1, 20).find((c) => c.sector !== first.sector)!;
  const sameSector = companies.find((c) => c.sector === first.sector && c.id !== first.id)!;
  const sectorAverage = (sector: string) => {
    const scores = companies.filter((c) => c.sector === sector).map((c) => c.score);
    return (Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10).toFixed(1);
  };
  return { first, other, sameSector, sectorAverage };
}

async function dimensionScores(id: string) {
  const rows = await queryRows<{ dimension_key: string; score: string }>(
    `select dimension_key, score::text from company_dimension_scores where company_id = $1 and edition_id =
       (select id from index_editions where status = 'published' order by month desc limit 1)`,
    [id],
  );
  return new Map(rows.map((r) => [r.dimension_key, Number(r.score)]));
}

const radarSeries = (page: Page) => page.getByTestId('compare-radar').locator('svg path[fill-opacity="0.2"]');

test('three companies compared: two ticked in the list, the URL reopened, one added by the search; scores, dimensions, radar and sector averages', async ({ page }) => {
  const { first, other, sameSector, sectorAverage } = await threeCompanies();
  await page.goto(LIST);
  const choice = page.getByTestId('compare-choice');
  await expect(choice).toContainText('Tick 2 to 4 companies to compare them side by side.');
  // By keyboard: each row's checkbox is named after its company.
  await tick(page.getByRole('checkbox', { name: `Compare ${first.name}`, exact: true }));
  await expect(choice).toContainText('1 company chosen (up to 4).');
  await expect(page.getByRole('link', { name: /^Compare \d companies$/ })).toHaveCount(0);
  await tick(page.getByRole('checkbox', { name: `Compare ${other.name}`, exact: true }));
  await expect(choice).toContainText('2 companies chosen (up to 4).');
  const action = page.getByRole('link', { name: 'Compare 2 companies' });
  await action.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${escape(compare(first.id, other.id))}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Compare Companies' })).toBeVisible();

  // The URL alone holds the choice.
  await page.goto(compare(first.id, other.id));
  await expect(page.getByTestId('compare-scores').getByRole('row')).toHaveCount(3);
  const search = page.getByRole('searchbox', { name: 'Add a company' });
  await search.fill(sameSector.name);
  const add = page.getByRole('button', { name: `Add ${sameSector.name}`, exact: true });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${escape(compare(first.id, other.id, sameSector.id))}$`));
  await expect(search).toBeFocused();
  await expect(page).toHaveTitle(`Compare ${first.name}, ${other.name}, and ${sameSector.name} - PDPL Compliance Index`);

  // Scores: each company's overall score beside its sector's average, best-first order kept as chosen.
  const scores = page.getByTestId('compare-scores');
  await expect(scores.getByRole('row')).toHaveCount(4);
  for (const [i, company] of [first, other, sameSector].entries()) {
    const row = scores.getByRole('row').nth(i + 1);
    await expect(row.getByRole('rowheader')).toHaveText(company.name);
    await expect(row.getByRole('cell').nth(0)).toHaveText(company.sector);
    await expect(row.getByRole('cell').nth(1)).toHaveText(company.score.toFixed(1));
    await expect(row.getByRole('cell').nth(2)).toHaveText(sectorAverage(company.sector));
  }
  await expect(scores.getByRole('link', { name: other.name })).toHaveAttribute('href', `${LIST}/${other.id}`);

  // The 19 dimensions side by side, then one column per sector (two sectors for three companies).
  const table = page.getByRole('table', { name: 'The 19 dimensions side by side (% of requirements met)' });
  await expect(table.getByRole('columnheader')).toHaveText(['Dimension', first.name, other.name, sameSector.name, `${first.sector} average`, `${other.sector} average`]);
  await expect(table.getByRole('row')).toHaveCount(20);
  const values = await Promise.all([first, other, sameSector].map((c) => dimensionScores(c.id)));
  const reports = await Promise.all([first, other].map(async (c) => (await (await page.request.get(API_PATHS.company(c.id))).json()) as CompanyReport));
  for (const d of DIMENSIONS) {
    const cells = table.getByRole('row', { name: new RegExp(`^${escape(d.label)} `) }).getByRole('cell');
    await expect(cells).toHaveText([...values.map((v) => `${(v.get(d.key) ?? 0).toFixed(1)}%`), ...reports.map((r) => `${r.sectorAverages[d.key].toFixed(1)}%`)]);
  }

  // The radar: 19 labelled axes, one series per company; the sectors' averages when asked for.
  const radar = page.getByTestId('compare-radar');
  await radar.scrollIntoViewIfNeeded();
  await expect(radar.locator('svg')).toBeVisible();
  expect((await radar.boundingBox())!.height).toBe(500);
  await expect(radar.locator('svg')).toHaveAttribute('aria-label', `Radar chart of the 19 PDPL compliance dimensions of ${first.name}, ${other.name}, and ${sameSector.name}; the table below gives its values`);
  const labels = await radar.locator('svg text').allTextContents();
  for (const d of DIMENSIONS) expect(labels).toContain(d.label);
  await expect(radarSeries(page)).toHaveCount(3);
  await tick(page.getByRole('checkbox', { name: "Show the sectors' averages on the chart" }));
  await expect(radarSeries(page)).toHaveCount(5);
  await expect(page.getByTestId('compare-legend')).toContainText(`${other.sector} average`);
  await expectNoAxeViolations(page);
});

test("the chart's code loads as the visitor scrolls towards it, not with the page", async ({ page }) => {
  const { first, other } = await threeCompanies();
  const chartCode: string[] = [];
  page.on('request', (request) => {
    if (/DimensionRadar[^/]*\.js$/.test(request.url())) chartCode.push(request.url());
  });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(compare(first.id, other.id));
  const radar = page.getByTestId('compare-radar');
  await expectLive(page);
  await expect(radar.getByRole('status')).toHaveText('Loading chart');
  await page.waitForLoadState('networkidle');
  expect(chartCode).toEqual([]);
  await radar.scrollIntoViewIfNeeded();
  await expect(radar.locator('svg')).toBeVisible();
  expect(chartCode).toHaveLength(1);
});

test('fewer than 2, more than 4 or an unknown company gets a plain message and the means to fix it', async ({ page }) => {
  const companies = await latestEditionCompanies();
  const ids = companies.slice(0, 5).map((c) => c.id);

  await page.goto(`${LIST}/compare`);
  await expect(page.getByTestId('compare-message')).toHaveText('Choose at least 2 companies to compare, and up to 4: tick them in the index list, or add them with the search below.');
  await expect(page.getByText('No company chosen yet.')).toBeVisible();

  await page.goto(compare(...ids));
  await expect(page.getByTestId('compare-message')).toHaveText('At most 4 companies can be compared, and 5 are chosen: remove 1 company to see the comparison.');
  await expect(page.getByTestId('compare-scores')).toHaveCount(0);
  // Full: no search to add a fifth... sixth.
  await expect(page.getByRole('searchbox', { name: 'Add a company' })).toHaveCount(0);
  const remove = page.getByRole('button', { name: `Remove ${companies[4]!.name}` });
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${escape(compare(...ids.slice(0, 4)))}$`));
  await expect(page.getByRole('heading', { name: 'Companies compared' })).toBeFocused();
  await expect(page.getByTestId('compare-message')).toHaveCount(0);
  await expect(page.getByTestId('compare-scores').getByRole('row')).toHaveCount(5);
  await expect(page.getByText('4 companies chosen: remove one to add another.')).toBeVisible();

  await page.goto(compare(ids[0]!, 'no-such-company'));
  await expect(page.getByTestId('compare-message')).toHaveText('No company with the id “no-such-company” is in the index: remove it, or add another company.');
  await expect(page.getByRole('heading', { level: 1, name: 'Compare Companies' })).toBeVisible();
  await expect(page.getByTestId('compare-scores')).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove no-such-company' }).click();
  await expect(page.getByTestId('compare-message')).toContainText('Choose at least 2 companies');
  await expectNoAxeViolations(page);
});

test('the list loads neither the compare page nor the chart, even with companies ticked', async ({ page }) => {
  const [a, b] = await latestEditionCompanies();
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto(LIST);
  await tick(page.getByRole('checkbox', { name: `Compare ${a!.name}`, exact: true }));
  await tick(page.getByRole('checkbox', { name: `Compare ${b!.name}`, exact: true }));
  await expect(page.getByRole('link', { name: 'Compare 2 companies' })).toBeVisible();
  expect(scripts.filter((u) => /ComparePage|DimensionRadar|nivo/i.test(u))).toEqual([]);
  // A click on the checkbox chooses; it does not open the row's report.
  await page.getByRole('checkbox', { name: `Compare ${a!.name}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expect(page.getByTestId('compare-choice')).toContainText('1 company chosen');
  await expectNoAxeViolations(page);
});

test('in Arabic: ticked in the Arabic list, the comparison reads right to left with the chart left to right', async ({ page }) => {
  const { first, other } = await threeCompanies();
  const names = await queryRows<{ id: string; name: string }>(
    `select company_id as id, ar->>'companyName' as name from company_scores where company_id = any($1) and edition_id =
       (select id from index_editions where status = 'published' order by month desc limit 1)`,
    [[first.id, other.id]],
  );
  const arabicName = (id: string) => names.find((n) => n.id === id)!.name;
  await page.goto('/ar/PDPLComplianceIndex');
  await tick(page.getByRole('checkbox', { name: `مقارنة ${arabicName(first.id)}`, exact: true }));
  await tick(page.getByRole('checkbox', { name: `مقارنة ${arabicName(other.id)}`, exact: true }));
  await page.getByRole('link', { name: 'قارن 2 شركات' }).click();
  await expect(page).toHaveURL(new RegExp(`/ar${escape(compare(first.id, other.id))}$`));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: comparePage['index.comparePage.title'] })).toBeVisible();

  const scores = page.getByTestId('compare-scores');
  await expect(scores.getByRole('rowheader')).toHaveText([arabicName(first.id), arabicName(other.id)]);
  await expect(scores.getByRole('row').nth(1).getByRole('cell').nth(0)).toHaveText(ar(first.sector));
  const table = page.getByRole('table', { name: comparePage['index.comparePage.dimensions.caption'] });
  await expect(table.getByRole('columnheader').last()).toHaveText(`متوسط ${ar(other.sector)}`);
  await expect(table.getByRole('rowheader')).toHaveText(DIMENSIONS.map((d) => ar(d.label)));

  const radar = page.getByTestId('compare-radar');
  await expect(radar).toHaveAttribute('dir', 'ltr');
  await radar.scrollIntoViewIfNeeded();
  await expect(radar.locator('svg')).toBeVisible();
  const labels = await radar.locator('svg text').allTextContents();
  for (const d of DIMENSIONS) expect(labels).toContain(ar(d.label));
  await expect(page.getByRole('searchbox', { name: comparePage['index.comparePage.add.label'] })).toBeVisible();
  await expectNoAxeViolations(page);
});
