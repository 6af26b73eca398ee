import { API_PATHS, DIMENSIONS, SCORE_BAND_COLOURS, scoreBand } from '@pdpl/contracts';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { queryRows } from '../support/db';
import { changeText, editionChanges, latestEditionCompanies } from '../support/index-data';
import { openInApp } from '../support/shell';

const report = (id: string) => `/PDPLComplianceIndex/${id}`;
const longDate = (d: string) => new Date(`${d}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

async function companyRecord(id: string) {
  const [row] = await queryRows<{ description: string; homepage_url: string; privacy_policy_url: string; strengths: string; critical_issues: string; recommendations: string }>(
    `select c.description, c.homepage_url, c.privacy_policy_url, s.strengths, s.critical_issues, s.recommendations
     from companies c join company_scores s on s.company_id = c.id
     where c.id = $1 and s.edition_id = (select id from index_editions where status = 'published' order by month desc limit 1)`,
    [id],
  );
  return row!;
}

test('the report shows the record, its links, date and the ranks matching the list order', async ({ page }) => {
  const companies = await latestEditionCompanies();
  const position = 4;
  const company = companies[position]!;
  const record = await companyRecord(company.id);
  const sector = companies.filter((c) => c.sector === company.sector);
  await page.goto(report(company.id));
  await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
  await expect(page).toHaveTitle(`${company.name} - PDPL Compliance Report`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', `Overall score ${company.score}/100`);
  if (record.description) await expect(page.getByText(record.description)).toBeVisible();
  await expect(page.getByText(`Sector: ${company.sector}`)).toBeVisible();
  for (const [name, url] of [['Visit Website', record.homepage_url], ['Privacy Notice', record.privacy_policy_url]] as const) {
    const link = page.getByRole('link', { name, exact: true });
    if (url) {
      await expect(link).toHaveAttribute('href', url);
      await expect(link).toHaveAttribute('target', '_blank');
    } else await expect(link).toHaveCount(0);
  }
  await expect(page.getByTestId('overall-score')).toHaveText(`${company.score.toFixed(1)}/100`);
  await expect(page.getByTestId('report-date')).toHaveText(company.report_date ? longDate(company.report_date) : 'Not available');
  const sectorRank = sector.findIndex((c) => c.id === company.id) + 1;
  await expect(page.getByTestId('rank-text')).toHaveText(`Scores #${sectorRank} out of ${sector.length} in ${company.sector} and #${position + 1} Overall`);
  for (const [title, text, fallback] of [
    ['Strengths', record.strengths, 'No strengths data available'],
    ['Critical Issues', record.critical_issues, 'No critical issues identified'],
    ['Recommendations', record.recommendations, 'No recommendations at this time'],
  ]) {
    const card = page.getByRole('region', { name: title, exact: true });
    await expect(card).toContainText(text!.trim() ? text!.split('\n')[0]!.trim() : fallback!);
  }
  await expectNoAxeViolations(page);
});

test('the sector card ranks the sector, marks the current company and opens another report', async ({ page }) => {
  const companies = await latestEditionCompanies();
  const sectorOf = (name: string) => companies.filter((c) => c.sector === name);
  const sector = companies.map((c) => sectorOf(c.sector)).find((list) => list.length >= 3)!;
  const company = sector[1]!;
  await page.goto(report(company.id));
  const card = page.getByRole('region', { name: `${company.sector} Sector Rankings` });
  await expect(card).toContainText(`${company.name} ranks #2 out of ${sector.length} companies in this sector.`);
  const rows = card.getByRole('row');
  await expect(rows).toHaveCount(sector.length + 1);
  await expect(rows.nth(2)).toContainText(`${company.name} (Current)`);
  await expect(rows.nth(2)).toHaveAttribute('aria-current', 'true');
  await expect(rows.nth(1)).toContainText(sector[0]!.name);

  await card.getByRole('link', { name: sector[0]!.name }).click();
  await expect(page).toHaveURL(new RegExp(`${report(sector[0]!.id)}$`));
  await expect(page.getByRole('heading', { level: 1, name: sector[0]!.name })).toBeVisible();
  await expect(page.getByTestId('rank-text')).toContainText(`Scores #1 out of ${sector.length}`);
  await expect(card.getByRole('row').nth(1)).toContainText(`${sector[0]!.name} (Current)`);
});

test("a click anywhere on a sector row opens that company's report; the name stays the link keyboards use", async ({ page }) => {
  const companies = await latestEditionCompanies();
  const sector = companies.map((c) => companies.filter((o) => o.sector === c.sector)).find((list) => list.length >= 3)!;
  const [first, second, third] = sector as [(typeof sector)[0], (typeof sector)[0], (typeof sector)[0]];
  await page.goto(report(second.id));
  const card = page.getByTestId('sector-rankings');
  const rows = card.getByRole('row');
  await expect(rows.nth(2)).toHaveAttribute('aria-current', 'true');

  // The current company's row goes nowhere.
  await rows.nth(2).getByRole('cell').last().click();
  await expect(page).toHaveURL(new RegExp(`${report(second.id)}$`));

  // The score cell of another row, away from its link, opens that company.
  const thirdRow = rows.filter({ hasText: third.name });
  await expect(thirdRow).toHaveCSS('cursor', 'pointer');
  await thirdRow.getByRole('cell').last().click();
  await expect(page).toHaveURL(new RegExp(`${report(third.id)}$`));
  await expect(page.getByRole('heading', { level: 1, name: third.name })).toBeVisible();
  await expect(page.getByTestId('rank-text')).toContainText(`Scores #3 out of ${sector.length}`);

  // The rank cell too; Back returns to where the click was made.
  await card.getByRole('row').filter({ hasText: first.name }).getByRole('cell').first().click();
  await expect(page).toHaveURL(new RegExp(`${report(first.id)}$`));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${report(third.id)}$`));

  // Keyboard: rows are not tab stops; the name's link is, and Enter opens it.
  await expect(card.locator('tr[tabindex]')).toHaveCount(0);
  const link = card.getByRole('link', { name: second.name, exact: true });
  await link.focus();
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${report(second.id)}$`));
  await expect(page.getByRole('heading', { level: 1, name: second.name })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the report shows the overall change since the previous edition next to the score, and the details page each dimension\'s', async ({ page }) => {
  const companies = await latestEditionCompanies();
  const changes = await editionChanges();
  const company = companies.find((c) => typeof changes.get(c.id) === 'number' && changes.get(c.id) !== 0)!;
  const change = changes.get(company.id)!;
  await page.goto(report(company.id));
  const shown = page.getByTestId('overall-change');
  await expect(shown.locator('[aria-hidden="true"]')).toHaveText(changeText(change));
  await expect(shown).toContainText(`${change > 0 ? 'up' : 'down'} ${Math.abs(change).toFixed(1)} points since the previous edition`);

  const dims = await queryRows<{ key: string; score: string; previous: string | null }>(
    `with e as (select id, row_number() over (order by month desc) as n from index_editions where status = 'published')
     select d.dimension_key as key, d.score::text, p.score::text as previous from company_dimension_scores d
     left join company_dimension_scores p on p.company_id = d.company_id and p.dimension_key = d.dimension_key and p.edition_id = (select id from e where n = 2)
     where d.company_id = $1 and d.edition_id = (select id from e where n = 1)`,
    [company.id],
  );
  await page.goto(`${report(company.id)}/details`);
  for (const d of dims.slice(0, 5)) {
    const expected = d.previous === null ? null : Math.round((Number(d.score) - Number(d.previous)) * 10) / 10;
    const section = DIMENSIONS.find((x) => x.key === d.key)!.section;
    const card = page.getByRole('button', { name: new RegExp(`^${section.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} Score `) });
    const text = card.locator('[data-change]');
    await expect(expected === null ? text : text.locator('[aria-hidden="true"]')).toHaveText(changeText(expected));
  }
  await expectNoAxeViolations(page);
});

test('the report offers its score badge: an SVG of the current edition, with HTML and Markdown snippets that link back', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const companies = await latestEditionCompanies();
  const company = companies[2]!;
  await page.goto(report(company.id));
  const card = page.getByRole('region', { name: 'Embed this score' });
  await card.scrollIntoViewIfNeeded();
  const toggle = card.getByRole('button', { name: 'Show the badge and embed code' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(card.getByRole('button', { name: 'Hide the embed code' })).toHaveAttribute('aria-expanded', 'true');

  const [{ month }] = await queryRows<{ month: string }>(`select to_char(month, 'YYYY-MM') as month from index_editions where status = 'published' order by month desc limit 1`);
  const monthName = new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const alt = `${company.name}: PDPL Compliance Index score ${company.score.toFixed(1)}/100, ${monthName} edition`;
  const preview = card.getByRole('img', { name: alt });
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 100)).toBe(true);

  const badgeUrl = new URL(API_PATHS.companyBadge(company.id), baseURL).href;
  const reportUrl = new URL(report(company.id), baseURL).href;
  const html = card.getByRole('textbox', { name: 'HTML' });
  await expect(html).toHaveValue(`<a href="${reportUrl}"><img src="${badgeUrl}" alt="${alt.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" height="20"></a>`);
  await expect(card.getByRole('textbox', { name: 'Markdown' })).toHaveValue(`[![${alt}](${badgeUrl})](${reportUrl})`);
  await card.getByRole('button', { name: 'Copy the Markdown code' }).click();
  await expect(card.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`[![${alt}](${badgeUrl})](${reportUrl})`);

  // The badge itself: an image with a title, the score in its band's colour, revalidated by ETag.
  const badge = await page.request.get(badgeUrl);
  expect(badge.status()).toBe(200);
  expect(badge.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  const svg = await badge.text();
  expect(svg).toContain('role="img"');
  expect(svg).toContain(`<title>${company.name.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)}: ${company.score.toFixed(1)} out of 100 in the PDPL Compliance Index, ${monthName} edition</title>`);
  expect(svg).toContain(`fill="${SCORE_BAND_COLOURS[scoreBand(company.score)].fill}"`);
  const etag = badge.headers()['etag']!;
  expect((await page.request.get(badgeUrl, { headers: { 'If-None-Match': etag } })).status()).toBe(304);
  expect((await page.request.get(new URL(API_PATHS.companyBadge('no-such-company'), baseURL).href)).status()).toBe(404);
  await expectNoAxeViolations(page);
});

test('a company alone in its sector has no sector card', async ({ page }) => {
  const [company] = await latestEditionCompanies();
  await page.route(`**/api/index/companies/${company!.id}`, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    const alone = body.sectorRanking.filter((r: { id: string }) => r.id === company!.id);
    await route.fulfill({ response, json: { ...body, sectorRanking: alone, rank: { ...body.rank, sector: { position: 1, of: 1 } } } });
  });
  // Reached in the app: the report asks the API (a document of its own embeds the real answer).
  await openInApp(page, report(company!.id));
  await expect(page.getByTestId('rank-text')).toContainText('Scores #1 out of 1 in');
  await expect(page.getByTestId('sector-rankings')).toHaveCount(0);
});

test('the radar draws 19 labelled axes with the sector average, and its values as a table', async ({ page }) => {
  const [company] = await latestEditionCompanies();
  const dims = await queryRows<{ dimension_key: string; score: string }>(
    `select dimension_key, score::text from company_dimension_scores where company_id = $1 and edition_id =
       (select id from index_editions where status = 'published' order by month desc limit 1)`,
    [company!.id],
  );
  const score = new Map(dims.map((d) => [d.dimension_key, Number(d.score)]));
  await page.goto(report(company!.id));
  await expect(page.getByRole('heading', { name: 'PDPL Compliance Dimensions' })).toBeVisible();
  await expect(page.getByText('Each dimension shows the percentage of requirements met')).toBeVisible();
  const radar = page.getByTestId('dimension-radar');
  // The chart's code loads when the chart comes near the viewport.
  await radar.scrollIntoViewIfNeeded();
  await expect(radar.locator('svg')).toBeVisible();
  expect((await radar.boundingBox())!.height).toBe(500);
  const labels = await radar.locator('svg text').allTextContents();
  for (const d of DIMENSIONS) expect(labels).toContain(d.label);
  // Two series: the company and its sector's average.
  await expect(radar.locator('svg path[fill-opacity="0.2"]')).toHaveCount(2);

  const toggle = page.getByRole('button', { name: 'Show the scores as a table' });
  await toggle.click();
  const table = page.getByTestId('dimension-scores-table');
  await expect(table.getByRole('row')).toHaveCount(20);
  for (const d of DIMENSIONS) {
    await expect(table.getByRole('row', { name: new RegExp(`^${d.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `) })).toContainText(
      `${(score.get(d.key) ?? 0).toFixed(1)}%`,
    );
  }
  await expectNoAxeViolations(page);
});

test('the radar tooltip shows the score with one decimal and a percent sign', async ({ page }) => {
  const [company] = await latestEditionCompanies();
  await page.goto(report(company!.id));
  const radar = page.getByTestId('dimension-radar');
  await radar.scrollIntoViewIfNeeded();
  const svg = radar.locator('svg');
  await expect(svg).toBeVisible();
  const box = (await svg.boundingBox())!;
  // The first axis points straight up from the centre; its slice shows both series' values.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 - 80, { steps: 5 });
  const tooltip = radar.locator('table');
  await expect(tooltip).toBeVisible();
  const values = await tooltip.locator('td:last-child').allInnerTexts();
  expect(values).toHaveLength(2);
  for (const v of values) expect(v).toMatch(/^\d{1,3}\.\d%$/);
});

test('all-zero dimensions show the collecting warning instead of the chart', async ({ page }) => {
  const [company] = await latestEditionCompanies();
  await page.route(`**/api/index/companies/${company!.id}`, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    const zero = Object.fromEntries(Object.keys(body.dimensions).map((k) => [k, 0]));
    await route.fulfill({ response, json: { ...body, dimensions: zero } });
  });
  await openInApp(page, report(company!.id));
  await expect(page.getByText('Dimension data is being collected. Chart will be populated once analysis is complete.')).toBeVisible();
  await expect(page.getByTestId('dimension-radar')).toHaveCount(0);
});

test('the score history lists every published edition of the company', async ({ page }) => {
  const [company] = await latestEditionCompanies();
  const history = await queryRows<{ month: string; score: string }>(
    `select e.month::text, s.score::text from company_scores s join index_editions e on e.id = s.edition_id
     where s.company_id = $1 and e.status = 'published' order by e.month`,
    [company!.id],
  );
  await page.goto(report(company!.id));
  const values = page.getByTestId('score-history-values').getByRole('listitem');
  await expect(values).toHaveCount(history.length);
  for (const [i, h] of history.entries()) {
    const month = new Date(`${h.month}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' });
    await expect(values.nth(i)).toHaveText(`${month}: ${Number(h.score).toFixed(1)}`);
  }
});

test('See Details opens the analysis, Back to Index the list', async ({ page }) => {
  const [company] = await latestEditionCompanies();
  await page.goto(report(company!.id));
  await page.getByRole('button', { name: 'See Details' }).click();
  await expect(page).toHaveURL(new RegExp(`${report(company!.id)}/details$`));
  await page.goto(report(company!.id));
  await page.getByRole('button', { name: 'Back to Index' }).click();
  await expect(page).toHaveURL(/\/PDPLComplianceIndex$/);
});

test('the chart code loads only when the chart comes near the viewport', async ({ page }) => {
  const [company] = await latestEditionCompanies();
  const radarChunk = () => page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('DimensionRadar')));
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(report(company!.id));
  await expect(page.getByTestId('rank-text')).toBeVisible();
  await expect(page.getByTestId('dimension-radar')).toBeAttached();
  expect(await radarChunk()).toBe(false);
  await page.getByTestId('dimension-radar').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('dimension-radar').locator('svg')).toBeVisible();
  expect(await radarChunk()).toBe(true);
});

test('an unknown company toasts Error Loading Data and leaves the page empty, never the crash fallback', async ({ page }) => {
  // Not found for crawlers too: a 404, the page's own document.
  expect((await page.goto(report('no-such-company')))?.status()).toBe(404);
  const toast = page.getByTestId('toast').filter({ hasText: 'Error Loading Data' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Unable to load company data. Please try again later.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'See Details' })).toHaveCount(0);
});

test('the report and its radar fit a 360 px phone', async ({ page }) => {
  const [company] = await latestEditionCompanies();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(report(company!.id));
  await page.getByTestId('dimension-radar').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('dimension-radar').locator('svg')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
