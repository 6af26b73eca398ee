import { API_PATHS } from '@pdpl/contracts';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { changeText, editionAverage, editionChanges, latestEditionCompanies } from '../support/index-data';
import { clientNavigate, expectLive, openInApp } from '../support/shell';

const LIST = '/PDPLComplianceIndex';
const rows = (page: Page) => page.getByTestId('company-row');
const rowNames = (page: Page) => rows(page).getByRole('link').allInnerTexts();
// Waits for the table to show exactly these names (renders run in transitions, after the URL changes).
const expectNames = (page: Page, names: string[]) => expect(rows(page).getByRole('link')).toHaveText(names);
/** The list's API read: one page of companies, whatever the query. */
const listPage = (url: URL) => url.pathname === API_PATHS.companyPage;
const columnHeader = (page: Page, name: string) => page.getByRole('columnheader', { name: new RegExp(`^${name}`) });

test('the summary shows the edition figures to one decimal with the trend in words', async ({ page }) => {
  const companies = await latestEditionCompanies();
  const [current, previous] = [await editionAverage(0), await editionAverage(1)];
  const latest = companies.map((c) => c.report_date).filter(Boolean).sort().at(-1)!;
  await page.goto(LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'PDPL Compliance Index – Saudi Arabia' })).toBeVisible();
  await expect(page.getByText('Monthly scoring of leading Saudi companies for PDPL readiness.')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Index summary' });
  await expect(summary).toContainText(`Total Companies${companies.length}`);
  await expect(summary).toContainText(`Average Score This Month${current!.toFixed(1)}`);
  await expect(summary).toContainText(`Average Score Previous Month${previous!.toFixed(1)}`);
  const longDate = new Date(`${latest}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  await expect(summary).toContainText(`Latest Report Date${longDate}`);
  const trend = page.getByTestId('score-trend');
  const expected = current! > previous! ? 'up' : current! < previous! ? 'down' : 'neutral';
  await expect(trend).toHaveAttribute('data-trend', expected);
  await expect(trend).toContainText(`${expected === 'up' ? 'Up' : 'Down'} ${Math.abs(current! - previous!).toFixed(1)} points from the previous edition`);
  await expect(page.getByTestId('sample-data-badge')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('How the Index Works opens the explanatory modal, which passes axe and closes by keyboard', async ({ page }) => {
  await page.goto(LIST);
  const trigger = page.getByRole('button', { name: 'How the Index Works' });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'About the PDPL Compliance Index' });
  await expect(dialog).toBeVisible();
  for (const topic of ['Benchmarking', 'A Data-Driven View', 'Why It Matters', 'How We Measure', 'Driving Transparency']) {
    await expect(dialog.getByRole('heading', { name: topic })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('the table shows 20 rows a page, best first, with labelled paging that marks the current page', async ({ page }) => {
  const companies = await latestEditionCompanies();
  await page.goto(LIST);
  await expect(rows(page)).toHaveCount(20);
  await expectNames(page, companies.slice(0, 20).map((c) => c.name));
  await expect(rows(page).first()).toContainText(companies[0]!.sector);
  await expect(rows(page).first()).toContainText(companies[0]!.score.toFixed(1));
  const pages = page.getByRole('navigation', { name: 'Index pages' });
  await expect(pages.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(pages.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await pages.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(pages.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expectNames(page, companies.slice(20, 40).map((c) => c.name));
  await expect(page.getByTestId('list-status')).toHaveText(`Showing 21–40 of ${companies.length} companies`);
});

test('search matches the name whatever the case and returns to page 1', async ({ page }) => {
  const companies = await latestEditionCompanies();
  const matching = companies.filter((c) => c.name.toLowerCase().includes('bank'));
  expect(matching.length).toBeGreaterThan(0);
  await page.goto(`${LIST}?page=3`);
  await expect(page.getByRole('button', { name: 'Page 3', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('Search companies').fill('BaNk');
  await expect(page).not.toHaveURL(/page=/);
  await expectNames(page, matching.slice(0, 20).map((c) => c.name));
  await page.getByLabel('Search companies').fill('no company is called this');
  await expect(rows(page)).toHaveCount(0);
  await expect(page.getByTestId('list-status')).toHaveText('No companies match “no company is called this”.');
});

test('a shared link with a search and a sort hydrates the page as rendered, then shows what the link asks for', async ({ page }) => {
  const companies = await latestEditionCompanies();
  const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  const matching = companies.filter((c) => c.name.toLowerCase().includes('bank')).sort((a, b) => collator.compare(a.name, b.name));
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${LIST}?q=bank&sort=companyName&dir=asc`);
  await expectLive(page);
  await expect(page.getByLabel('Search companies')).toHaveValue('bank');
  await expect(columnHeader(page, 'Company')).toHaveAttribute('aria-sort', 'ascending');
  await expectNames(page, matching.slice(0, 20).map((c) => c.name));
  // The HTML (rendered ahead without a query) hydrated as it was: nothing was thrown away and rendered anew.
  expect(errors.filter((e) => e.includes('Hydration'))).toEqual([]);
});

test('each column sorts ascending first, then toggles', async ({ page }) => {
  const companies = await latestEditionCompanies();
  const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  const byName = [...companies].sort((a, b) => collator.compare(a.name, b.name));
  await page.goto(LIST);
  await expect(columnHeader(page, 'Score')).toHaveAttribute('aria-sort', 'descending');

  await columnHeader(page, 'Company').getByRole('button').click();
  await expect(columnHeader(page, 'Company')).toHaveAttribute('aria-sort', 'ascending');
  await expectNames(page, byName.slice(0, 20).map((c) => c.name));
  await columnHeader(page, 'Company').getByRole('button').click();
  await expect(columnHeader(page, 'Company')).toHaveAttribute('aria-sort', 'descending');
  await expectNames(page, [...byName].reverse().slice(0, 20).map((c) => c.name));

  await columnHeader(page, 'Sector').getByRole('button').click();
  await expect(columnHeader(page, 'Sector')).toHaveAttribute('aria-sort', 'ascending');
  const sectors = await rows(page).locator('td:nth-child(3)').allInnerTexts();
  expect(sectors).toEqual([...companies].map((c) => c.sector).sort(collator.compare).slice(0, 20));
  await columnHeader(page, 'Sector').getByRole('button').click();
  await expect(columnHeader(page, 'Sector')).toHaveAttribute('aria-sort', 'descending');
  expect(await rows(page).locator('td:nth-child(3)').allInnerTexts()).toEqual(
    [...companies].map((c) => c.sector).sort(collator.compare).reverse().slice(0, 20),
  );

  await columnHeader(page, 'Score').getByRole('button').click();
  await expect(columnHeader(page, 'Score')).toHaveAttribute('aria-sort', 'ascending');
  const scores = (await rows(page).locator('td:nth-child(4)').allInnerTexts()).map(Number);
  expect(scores).toEqual([...companies].map((c) => c.score).sort((a, b) => a - b).slice(0, 20));
});

/** The visible text of each row's change cell (the words for screen readers aside). */
const shownChanges = (page: Page) =>
  rows(page)
    .getByTestId('company-change')
    .evaluateAll((cells) => cells.map((cell) => (cell.querySelector('[aria-hidden="true"]') ?? cell).textContent!.trim()));

test('the Change column shows each change since the previous edition (New for newcomers), read out in words, and sorts both ways with New last', async ({ page }) => {
  const companies = await latestEditionCompanies();
  const changes = await editionChanges();
  const changeOf = (id: string) => changes.get(id)!;
  await page.goto(LIST);
  await expect(columnHeader(page, 'Change')).toHaveAttribute('aria-sort', 'none');
  await expect.poll(() => shownChanges(page)).toEqual(companies.slice(0, 20).map((c) => changeText(changeOf(c.id))));
  const first = companies[0]!;
  const firstChange = changeOf(first.id);
  if (firstChange !== null && firstChange !== 0) {
    await expect(rows(page).first().getByTestId('company-change')).toContainText(`${firstChange > 0 ? 'up' : 'down'} ${Math.abs(firstChange).toFixed(1)} points since the previous edition`);
  }

  // Ascending: biggest drop first; descending: biggest rise first; companies new in the edition last both ways; ties in rank order.
  const known = companies.filter((c) => changeOf(c.id) !== null);
  const newcomers = companies.filter((c) => changeOf(c.id) === null);
  const sorted = (sign: 1 | -1) => [...known].sort((a, b) => sign * (changeOf(a.id)! - changeOf(b.id)!) || companies.indexOf(a) - companies.indexOf(b)).concat(newcomers);
  await columnHeader(page, 'Change').getByRole('button').click();
  await expect(columnHeader(page, 'Change')).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=change&dir=asc/);
  await expectNames(page, sorted(1).slice(0, 20).map((c) => c.name));
  await columnHeader(page, 'Change').getByRole('button').click();
  await expect(columnHeader(page, 'Change')).toHaveAttribute('aria-sort', 'descending');
  await expectNames(page, sorted(-1).slice(0, 20).map((c) => c.name));
  expect(await shownChanges(page)).toEqual(sorted(-1).slice(0, 20).map((c) => changeText(changeOf(c.id))));
  if (newcomers.length > 0) {
    await page.goto(`${LIST}?sort=change&dir=desc&page=${Math.ceil(companies.length / 20)}`);
    await expect(rows(page).last().getByTestId('company-change')).toHaveText('New');
  }
});

test('the summary names the most improved companies and the biggest drops, each linking to its report', async ({ page }) => {
  const companies = await latestEditionCompanies();
  const changes = await editionChanges();
  const moved = companies.filter((c) => typeof changes.get(c.id) === 'number' && changes.get(c.id) !== 0);
  const top = (sign: 1 | -1) =>
    moved
      .filter((c) => Math.sign(changes.get(c.id)!) === sign)
      .sort((a, b) => sign * (changes.get(b.id)! - changes.get(a.id)!) || companies.indexOf(a) - companies.indexOf(b))
      .slice(0, 3);
  await page.goto(LIST);
  const movers = page.getByRole('region', { name: 'Biggest changes since the previous edition' });
  for (const [testId, title, expected] of [['most-improved', 'Most improved', top(1)], ['biggest-drops', 'Biggest drops', top(-1)]] as const) {
    if (expected.length === 0) continue;
    const list = movers.getByTestId(testId);
    await expect(list.getByRole('heading', { name: title })).toBeVisible();
    await expect(list.getByRole('link')).toHaveText(expected.map((c) => c.name));
    await expect(list.locator('[data-change] [aria-hidden="true"]')).toHaveText(expected.map((c) => changeText(changes.get(c.id)!)));
  }
  expect(top(1).length + top(-1).length).toBeGreaterThan(0);
  await movers.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/PDPLComplianceIndex/${(top(1)[0] ?? top(-1)[0])!.id}$`));
  await page.goBack();
  await expectNoAxeViolations(page);
});

test('search, sort and page live in the URL: a link restores them, and so does Back from a report', async ({ page }) => {
  await page.goto(`${LIST}?q=a&sort=companyName&dir=desc&page=2`);
  await expect(page.getByLabel('Search companies')).toHaveValue('a');
  await expect(columnHeader(page, 'Company')).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  const shown = await rowNames(page);
  await rows(page).first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: shown[0] })).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel('Search companies')).toHaveValue('a');
  await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expectNames(page, shown);
  // Back to Index on the report returns to the same view as well.
  await rows(page).nth(1).getByRole('link').click();
  await page.getByRole('button', { name: 'Back to Index' }).click();
  await expect(page).toHaveURL(/\?q=a&sort=companyName&dir=desc&page=2$/);
});

test('a row opens its report by mouse anywhere on the row, and by keyboard through its link', async ({ page }) => {
  const [first, second] = await latestEditionCompanies();
  await page.goto(LIST);
  await rows(page).first().locator('td').last().click();
  await expect(page).toHaveURL(new RegExp(`/PDPLComplianceIndex/${first!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: first!.name })).toBeVisible();
  await page.goBack();
  const link = rows(page).nth(1).getByRole('link', { name: second!.name });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/PDPLComplianceIndex/${second!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: second!.name })).toBeVisible();
});

test('the report paints the record passed from the list before its own data arrives', async ({ page }) => {
  const [first] = await latestEditionCompanies();
  await page.goto(LIST);
  await expect(rows(page)).toHaveCount(20);
  // The live list's link: a client navigation, so the report fetches its own data.
  await expectLive(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/index/companies/${first!.id}`, async (route) => {
    await held;
    await route.continue();
  });
  await rows(page).first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: first!.name })).toBeVisible();
  await expect(page.getByTestId('overall-score')).toHaveText(`${first!.score.toFixed(1)}/100`);
  await expect(page.getByText('Loading...')).toBeVisible();
  release();
  await expect(page.getByTestId('rank-text')).toContainText('#1 Overall');
});

test('Loading... shows while the index is fetched (reached in the app: a document of its own arrives with the list)', async ({ page }) => {
  await page.goto('/');
  await expectLive(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(listPage, async (route) => {
    await held;
    await route.continue();
  });
  await clientNavigate(page, LIST);
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
  release();
  await expect(rows(page)).toHaveCount(20);
});

test('when live data cannot be loaded, the two demo companies show with the toast the spec words', async ({ page }) => {
  await page.route(listPage, (route) => route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'down' } } }));
  await openInApp(page, LIST);
  const toast = page.getByTestId('toast').filter({ hasText: 'Using Demo Data' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Connect Airtable to see live data.');
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).nth(0)).toContainText('92.0');
  await expect(rows(page).nth(1)).toContainText('85.0');
  await expect(page.getByTestId('demo-data-badge')).toBeVisible();
});

test('on a 360 px phone every row shows its name and score without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(LIST);
  await expect(rows(page)).toHaveCount(20);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const row of await rows(page).all()) {
    await expect(row.getByTestId('company-score').locator('[data-change]')).toBeVisible();
    // The score's cell, with the change under it on a phone.
    const score = await row.getByTestId('company-score').boundingBox();
    expect(score!.x + score!.width).toBeLessThanOrEqual(360);
  }
  await expectNoAxeViolations(page);
});

test('the list never loads the radar chart library', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto(LIST);
  await expect(rows(page)).toHaveCount(20);
  await expectLive(page);
  expect(scripts.some((u) => u.includes('/remotes/mfe-index/'))).toBe(true);
  expect(scripts.filter((u) => /DimensionRadar|nivo/i.test(u))).toEqual([]);
});
