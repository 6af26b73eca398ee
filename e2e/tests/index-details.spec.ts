import { expect, test, type Locator, type Page } from '@playwright/test';
import { DETAIL_SECTION_ORDER, DIMENSIONS, PRERENDER } from '@pdpl/contracts';
import { expectNoAxeViolations } from '../support/axe';
import { queryRows } from '../support/db';

// The detailed analysis (index-blog-admin.md §2.4, §4, §8) against the seeded sample edition.

const LATEST_EDITION = `(select id from index_editions where status = 'published' order by month desc limit 1)`;

interface DimensionRow {
  company_id: string;
  company_name: string;
  dimension_key: string;
  score: string;
  reason: string;
  best_practices: string;
  critical_issues: string;
  recommendations: string;
}

const DIMENSION_COLUMNS = `d.company_id, c.name as company_name, d.dimension_key, d.score, d.reason, d.best_practices, d.critical_issues, d.recommendations`;

/** Every dimension row of one company in the latest edition, keyed by dimension. */
async function dimensionsOf(companyId: string): Promise<Map<string, DimensionRow>> {
  const rows = await queryRows<DimensionRow>(
    `select ${DIMENSION_COLUMNS} from company_dimension_scores d join companies c on c.id = d.company_id
     where d.edition_id = ${LATEST_EDITION} and d.company_id = $1`,
    [companyId],
  );
  return new Map(rows.map((r) => [sectionName(r.dimension_key), r]));
}

/** One dimension row of the latest edition matching `where` (first company by id). */
async function oneDimension(where: string): Promise<DimensionRow> {
  const [row] = await queryRows<DimensionRow>(
    `select ${DIMENSION_COLUMNS} from company_dimension_scores d join companies c on c.id = d.company_id
     where d.edition_id = ${LATEST_EDITION} and ${where} order by d.company_id, d.dimension_key limit 1`,
  );
  expect(row, `a sample dimension with ${where}`).toBeDefined();
  return row;
}

const sectionName = (key: string) => DIMENSIONS.find((d) => d.key === key)!.section;
const scoreText = (score: string) => Number(score).toFixed(1);
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const detailsPath = (id: string) => `/PDPLComplianceIndex/${encodeURIComponent(id)}/details`;

const cards = (page: Page) => page.getByRole('list', { name: 'PDPL compliance dimensions' }).getByRole('listitem');
const toggles = (page: Page) => cards(page).getByRole('button');
/** A card's toggle, named by the section then the badge's label. */
const toggleOf = (page: Page, section: string) => page.getByRole('button', { name: new RegExp(`^${escapeRegExp(section)} Score `) });
const cardOf = (page: Page, section: string) => cards(page).filter({ has: toggleOf(page, section) });
const textBlock = (card: Locator, title: string) => card.getByRole('group', { name: title, exact: true }).getByRole('paragraph');

async function openDetails(page: Page, companyId: string) {
  await page.goto(detailsPath(companyId));
  await expect(toggles(page)).toHaveCount(DETAIL_SECTION_ORDER.length);
}

test('shows the company, the 19 dimensions in the fixed order with their scores, all collapsed and fading in 50 ms apart', async ({ page }) => {
  const [company] = await queryRows<{ id: string; name: string }>(
    `select c.id, c.name from company_scores s join companies c on c.id = s.company_id where s.edition_id = ${LATEST_EDITION} order by c.name limit 1`,
  );
  const rows = await dimensionsOf(company.id);

  await page.goto(detailsPath(company.id));
  await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
  await expect(page.getByText('Detailed PDPL Compliance Analysis', { exact: true })).toBeVisible();
  await expect(page.getByText('Complete breakdown of all 19 PDPL compliance dimensions', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to Company Overview' })).toBeVisible();
  await expect(page).toHaveTitle(`${company.name} - Detailed PDPL Compliance Analysis`);

  await expect(toggles(page)).toHaveCount(DETAIL_SECTION_ORDER.length);
  for (const [i, section] of DETAIL_SECTION_ORDER.entries()) {
    const toggle = toggles(page).nth(i);
    // Then the change since the previous edition, in words (checked against the data in index-report.spec.ts).
    const change = '( (up|down) \\d+\\.\\d points since the previous edition| unchanged since the previous edition| New)';
    await expect(toggle).toHaveAccessibleName(new RegExp(`^${escapeRegExp(`${section} Score ${scoreText(rows.get(section)!.score)} out of 100`)}${change}$`));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  }
  await expect(page.getByRole('heading', { name: 'Reason', exact: true })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);

  // Each card enters 50 ms after the one before it.
  const delaysMs = await cards(page).evaluateAll((els) => els.map((el) => Math.round(parseFloat(getComputedStyle(el).animationDelay) * 1000)));
  expect(delaysMs).toEqual(DETAIL_SECTION_ORDER.map((_, i) => i * 50));
});

test('the cards fade in once: hydration keeps the painted cards, so their entrance never plays again', async ({ page }) => {
  const [company] = await queryRows<{ id: string }>(`select company_id as id from company_scores where edition_id = ${LATEST_EDITION} order by company_id limit 1`);
  // The cards as first painted, from the HTML that arrived rendered.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { painted: Element[] }).painted = [...document.querySelectorAll('[data-band]')].map((badge) => badge.closest('[style*="animation-delay"]')!);
    });
  });
  await page.goto(detailsPath(company.id));
  await page.locator(`html[${PRERENDER.hydratedAttribute}]`).waitFor({ state: 'attached' });
  const same = await page.evaluate(() => {
    const painted = (window as unknown as { painted: Element[] }).painted;
    const live = [...document.querySelectorAll('[data-band]')].map((badge) => badge.closest('[style*="animation-delay"]')!);
    return { painted: painted.length, kept: live.filter((card, i) => card === painted[i]).length };
  });
  expect(same).toEqual({ painted: DETAIL_SECTION_ORDER.length, kept: DETAIL_SECTION_ORDER.length });
  await expect(toggles(page)).toHaveCount(DETAIL_SECTION_ORDER.length);
});

test('cards open and close independently and show the non-empty texts of the database with their line breaks', async ({ page }) => {
  // Empty best practices (must be left out) and critical issues written on several lines.
  const row = await oneDimension(`d.best_practices = '' and d.recommendations <> '' and position(chr(10) in d.critical_issues) > 0`);
  const section = sectionName(row.dimension_key);
  const other = DETAIL_SECTION_ORDER.find((s) => s !== section)!;
  await openDetails(page, row.company_id);

  const card = cardOf(page, section);
  await toggleOf(page, section).click();
  await expect(toggleOf(page, section)).toHaveAttribute('aria-expanded', 'true');
  await expect(textBlock(card, 'Reason')).toHaveText(row.reason.trim());
  await expect(textBlock(card, 'Recommendations')).toHaveText(row.recommendations.trim());
  // innerText keeps the rendered line breaks: equal only if the newlines show as new lines.
  await expect(textBlock(card, 'Critical Issues')).toHaveJSProperty('innerText', row.critical_issues.trim());
  await expect(card.getByRole('heading', { name: 'Best Practices', exact: true })).toHaveCount(0);
  // aria-controls points at the region the toggle opens.
  const controlled = await toggleOf(page, section).getAttribute('aria-controls');
  await expect(page.locator(`[id="${controlled}"]`)).toContainText(row.reason.trim());

  for (const s of DETAIL_SECTION_ORDER.filter((s) => s !== section)) {
    await expect(toggleOf(page, s)).toHaveAttribute('aria-expanded', 'false');
  }
  await expect(page.getByRole('heading', { name: 'Reason', exact: true })).toHaveCount(1);

  await toggleOf(page, other).click();
  await expect(toggleOf(page, other)).toHaveAttribute('aria-expanded', 'true');
  await expect(toggleOf(page, section)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('heading', { name: 'Reason', exact: true })).toHaveCount(2);

  await toggleOf(page, section).click();
  await expect(toggleOf(page, section)).toHaveAttribute('aria-expanded', 'false');
  await expect(card.getByRole('heading', { name: 'Reason', exact: true })).toHaveCount(0);
  await expect(toggleOf(page, other)).toHaveAttribute('aria-expanded', 'true');
});

test('score badges are green from 70, yellow from 40 and red below, in colours users can tell apart', async ({ page }) => {
  // A company with a score on the 40 boundary and one in each band.
  const [{ company_id }] = await queryRows<{ company_id: string }>(
    `select company_id from company_dimension_scores where edition_id = ${LATEST_EDITION} group by company_id
     having bool_or(score >= 70) and bool_or(score = 40) and bool_or(score < 40) order by company_id limit 1`,
  );
  const rows = await dimensionsOf(company_id);
  await openDetails(page, company_id);

  const expectedBand = (score: number) => (score >= 70 ? 'green' : score >= 40 ? 'yellow' : 'red');
  const seen = new Set<string>();
  for (const [section, row] of rows) {
    const badge = cardOf(page, section).getByRole('img', { name: `Score ${scoreText(row.score)} out of 100` });
    await expect(badge).toHaveText(scoreText(row.score));
    await expect(badge).toHaveAttribute('data-band', expectedBand(Number(row.score)));
    seen.add(expectedBand(Number(row.score)));
  }
  expect([...seen].sort()).toEqual(['green', 'red', 'yellow']);

  // The colours are read once the page is hydrated: the app's styles are then in place.
  await expect(page.locator(`html[${PRERENDER.hydratedAttribute}]`)).toBeAttached();
  const fill = (band: string) =>
    page
      .locator(`[data-band="${band}"]`)
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor.match(/\d+/g)!.slice(0, 3).map(Number));
  const [gr, gg, gb] = await fill('green');
  expect(gg).toBeGreaterThan(Math.max(gr, gb));
  const [yr, yg, yb] = await fill('yellow');
  expect(Math.min(yr, yg)).toBeGreaterThan(yb);
  const [rr, rg, rb] = await fill('red');
  expect(rr).toBeGreaterThan(Math.max(rg, rb));
});

test('the scores nearest the 70 boundary fall on the right side of it', async ({ page }) => {
  for (const [where, band] of [
    [`d.score = (select min(score) from company_dimension_scores where edition_id = ${LATEST_EDITION} and score >= 70)`, 'green'],
    [`d.score = (select max(score) from company_dimension_scores where edition_id = ${LATEST_EDITION} and score < 70)`, 'yellow'],
  ] as const) {
    const row = await oneDimension(where);
    await openDetails(page, row.company_id);
    await expect(cardOf(page, sectionName(row.dimension_key)).locator('[data-band]')).toHaveAttribute('data-band', band);
  }
});

test('Back to Company Overview opens the company report; another company in the address loads its own details', async ({ page }) => {
  const [a, b] = await queryRows<{ id: string; name: string }>(
    `select c.id, c.name from company_scores s join companies c on c.id = s.company_id where s.edition_id = ${LATEST_EDITION} order by c.name limit 2`,
  );
  await openDetails(page, a.id);
  await expect(page.getByRole('heading', { level: 1, name: a.name })).toBeVisible();

  // The router follows a history change without remounting the page: the details are fetched again.
  await page.evaluate((path) => {
    history.pushState({}, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, detailsPath(b.id));
  await expect(page.getByRole('heading', { level: 1, name: b.name })).toBeVisible();
  await expect(toggles(page)).toHaveCount(DETAIL_SECTION_ORDER.length);

  await page.getByRole('button', { name: 'Back to Company Overview' }).click();
  await expect(page).toHaveURL(`/PDPLComplianceIndex/${encodeURIComponent(b.id)}`);
  await expect(page.getByRole('list', { name: 'PDPL compliance dimensions' })).toHaveCount(0);
});

test('an unknown company toasts Error Loading Data and shows no cards', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  expect((await page.goto(detailsPath('no-such-company')))?.status()).toBe(404);

  const toast = page.getByTestId('toast').filter({ hasText: 'Error Loading Data' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Unable to load detailed dimension data. Please try again later.');
  await expect(toast).toHaveAttribute('data-type', 'error');
  await expect(page.getByRole('button', { name: 'Back to Company Overview' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
  await expect(cards(page)).toHaveCount(0);
  expect(errors.some((e) => e.includes('Failed to fetch detailed data'))).toBe(true);
});

test('keyboard users reach each card toggle with Tab and open it with Enter or Space', async ({ page }) => {
  // A company without quoted evidence: an open card's source link would take the next Tab.
  const [company] = await queryRows<{ id: string }>(
    `select company_id as id from company_scores where edition_id = ${LATEST_EDITION}
     and company_id not in (select company_id from company_dimension_scores where edition_id = ${LATEST_EDITION} and evidence is not null)
     order by company_id limit 1`,
  );
  await openDetails(page, company.id);

  await page.getByRole('button', { name: 'Back to Company Overview' }).focus();
  await page.keyboard.press('Tab');
  await expect(toggles(page).nth(0)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toggles(page).nth(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(cards(page).nth(0).getByRole('heading', { name: 'Reason', exact: true })).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(toggles(page).nth(1)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(toggles(page).nth(1)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(toggles(page).nth(1)).toHaveAttribute('aria-expanded', 'false');
});

test('passes axe-core with a card expanded', async ({ page }) => {
  const [company] = await queryRows<{ id: string }>(`select company_id as id from company_scores where edition_id = ${LATEST_EDITION} order by company_id limit 1`);
  await openDetails(page, company.id);
  await toggles(page).nth(0).click();
  await expect(cards(page).nth(0).getByRole('heading', { name: 'Reason', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('with reduced motion the cards appear and open without animation', async ({ page }) => {
  const [company] = await queryRows<{ id: string }>(`select company_id as id from company_scores where edition_id = ${LATEST_EDITION} order by company_id limit 1`);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openDetails(page, company.id);

  const running = await cards(page).evaluateAll((els) => els.flatMap((el) => el.getAnimations({ subtree: true })).length);
  expect(running).toBe(0);
  await expect(cards(page).last()).toHaveCSS('opacity', '1');

  // Checked one frame after the click, while a 200 ms expand animation would still be running.
  const runningAfterOpen = await toggles(page)
    .nth(0)
    .evaluate(async (el) => {
      (el as HTMLElement).click();
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      return el.closest('li')!.getAnimations({ subtree: true }).length;
    });
  await expect(toggles(page).nth(0)).toHaveAttribute('aria-expanded', 'true');
  expect(runningAfterOpen).toBe(0);
});

test('on a 360 px phone nothing scrolls sideways, even with the longest card open', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const [{ company_id }] = await queryRows<{ company_id: string }>(
    `select s.company_id from company_scores s join companies c on c.id = s.company_id where s.edition_id = ${LATEST_EDITION} order by length(c.name) desc limit 1`,
  );
  await openDetails(page, company_id);
  await toggleOf(page, 'Legal basis for Processing Explained').click();
  await expect(cardOf(page, 'Legal basis for Processing Explained').getByRole('heading', { name: 'Reason', exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('a dimension scored from a quoted passage shows the quotation with its source and the day it was read; others show none', async ({ page }) => {
  const [row] = await queryRows<{ company_id: string; dimension_key: string; evidence: { quote: string; url: string; retrieved: string } }>(
    `select company_id, dimension_key, evidence from company_dimension_scores
     where edition_id = ${LATEST_EDITION} and evidence is not null order by company_id, dimension_key limit 1`,
  );
  expect(row, 'the sample edition quotes some privacy notices').toBeDefined();
  await openDetails(page, row.company_id);
  const section = sectionName(row.dimension_key);
  await toggleOf(page, section).click();
  const figure = cardOf(page, section).getByRole('figure');
  await expect(figure.getByRole('blockquote')).toHaveText(`“${row.evidence.quote}”`);
  await expect(figure.getByRole('blockquote')).toHaveAttribute('cite', row.evidence.url);
  const day = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${row.evidence.retrieved}T00:00:00Z`));
  await expect(figure).toContainText(`Source: the company's privacy notice, read on ${day}`);
  await expect(figure.getByRole('link', { name: "the company's privacy notice" })).toHaveAttribute('href', row.evidence.url);
  await expectNoAxeViolations(page);

  const unquoted = await queryRows<{ dimension_key: string }>(
    `select dimension_key from company_dimension_scores where edition_id = ${LATEST_EDITION} and company_id = $1 and evidence is null limit 1`,
    [row.company_id],
  );
  const other = sectionName(unquoted[0]!.dimension_key);
  await toggleOf(page, other).click();
  await expect(cardOf(page, other).getByRole('figure')).toHaveCount(0);
});
