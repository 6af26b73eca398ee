/**
 * The index in Arabic: companies found by their Arabic names however they are typed, a report with
 * the edition's Arabic texts, sectors and dimension names in Arabic, and the edition month in the
 * Hijri calendar too. Labels come from the message files, as the pages take them.
 */
import { API_PATHS, DIMENSIONS, INDEX_ROUTES, RUBRIC_VERSION, requirementsOf } from '@pdpl/contracts';
import { expect, test } from '@playwright/test';
import contracts from '../../libs/contracts/src/messages/ar.json' with { type: 'json' };
import companies from '../../mfe-index/src/features/companies/messages/ar.json' with { type: 'json' };
import methodology from '../../mfe-index/src/features/methodology/messages/ar.json' with { type: 'json' };
import report from '../../mfe-index/src/features/report/messages/ar.json' with { type: 'json' };
import { expectNoAxeViolations } from '../support/axe';
import { queryRows } from '../support/db';
import { latestEditionCompanies } from '../support/index-data';
import { openPage } from '../support/ksa';

const ar = (english: string) => (contracts as Record<string, string>)[english]!;

/** A company's Arabic texts as the latest published edition stores them. */
async function arabicTexts(id: string) {
  const [row] = await queryRows<{ name: string; strengths: string }>(
    `select s.ar->>'companyName' as name, s.ar->>'strengths' as strengths from company_scores s
     where s.company_id = $1 and s.edition_id = (select id from index_editions where status = 'published' order by month desc limit 1)`,
    [id],
  );
  return row!;
}

test('Arabic search finds a company by its Arabic name without diacritics or hamza, and by its Latin name', async ({ page }) => {
  const [first] = await latestEditionCompanies();
  const { name } = await arabicTexts(first!.id);
  await openPage(page, '/ar/PDPLComplianceIndex');
  await expect(page.getByRole('heading', { level: 1, name: companies['index.list.title'] })).toBeVisible();
  // The edition month in Arabic, with its Hijri month beside it.
  await expect(page.getByText(/^إصدار .+ \(.+ هـ\)$/)).toBeVisible();

  const search = page.getByRole('searchbox', { name: companies['index.search.label'] });
  // Typed the way people do: hamza on alef dropped, taa marbuta as haa.
  const typed = name.replace(/[أإآ]/g, 'ا').replace(/ة/g, 'ه');
  await search.fill(typed);
  const rows = page.getByTestId('company-row');
  await expect(rows.first().getByRole('link')).toHaveText(name);
  await search.fill(first!.name.toUpperCase());
  await expect(rows.first().getByRole('link')).toHaveText(name);
  await expect(page.getByTestId('list-status')).toHaveText(/^عرض 1–\d+ من \d+ شركة$/);
  await expectNoAxeViolations(page);
});

test('an Arabic report names the company, its sector, strengths and dimensions in Arabic, and its chart table too', async ({ page }) => {
  const [first] = await latestEditionCompanies();
  const texts = await arabicTexts(first!.id);
  await openPage(page, `/ar/PDPLComplianceIndex/${first!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: texts.name })).toBeVisible();
  await expect(page).toHaveTitle(report['index.report.documentTitle'].replace('{company}', texts.name));
  await expect(page.getByText(ar(first!.sector)).first()).toBeVisible();
  await expect(page.getByTestId('rank-text')).toHaveText(/^تحتل المرتبة \d+ من \d+ في قطاع .+ والمرتبة 1 إجمالًا$/);
  await expect(page.getByTestId('insight-strengths')).toContainText(texts.strengths.split('\n')[0]!);
  // Every company text of the report has its Arabic: no notice that some are in English.
  await expect(page.getByRole('note')).toHaveCount(0);

  await page.getByRole('button', { name: report['index.report.radar.showTable'] }).click();
  const table = page.getByTestId('dimension-scores-table');
  for (const d of DIMENSIONS.slice(0, 3)) await expect(table.getByRole('cell', { name: ar(d.label), exact: true })).toBeVisible();
  await expect(page.getByTestId('score-history-values')).toContainText('هـ');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));
  await expectNoAxeViolations(page);
});

test('an Arabic report embeds the Arabic badge, linking back to the Arabic report', async ({ page, baseURL }) => {
  const [first] = await latestEditionCompanies();
  const texts = await arabicTexts(first!.id);
  await openPage(page, `/ar/PDPLComplianceIndex/${first!.id}`);
  const card = page.getByRole('region', { name: report['index.report.embed.title'] });
  await card.getByRole('button', { name: report['index.report.embed.show'] }).click();
  const markdown = await card.getByRole('textbox', { name: 'Markdown' }).inputValue();
  expect(markdown).toContain(`](${new URL(`/api/index/companies/${first!.id}/badge.svg?locale=ar`, baseURL).href})](${new URL(`/ar/PDPLComplianceIndex/${first!.id}`, baseURL).href})`);
  expect(markdown).toContain(`[![${texts.name}: `);
  const svg = await (await page.request.get(new URL(`/api/index/companies/${first!.id}/badge.svg?locale=ar`, baseURL).href)).text();
  expect(svg).toContain(`<title>${texts.name}: `);
  expect(svg).toContain(`>${ar('PDPL Compliance Index')}</text>`);
  expect(await card.getByTestId('badge-preview').getAttribute('alt')).toMatch(/^.+: .+ \d+(\.\d)?\/100، إصدار .+$/);
  expect(await card.getByTestId('badge-preview').getAttribute('alt')).toContain(`${texts.name}: `);
  await expectNoAxeViolations(page);
});

test('the Arabic methodology gives every requirement of the rubric in Arabic, with its article and what it is judged on', async ({ page }) => {
  await openPage(page, `/ar${INDEX_ROUTES.methodology}`);
  await expect(page.getByRole('heading', { level: 2, name: methodology['index.methodology.rubric.title'] })).toBeVisible();
  const rubric = page.getByTestId('rubric');
  for (const d of DIMENSIONS) {
    const items = rubric.getByRole('region', { name: ar(d.section), exact: true }).getByRole('listitem');
    await expect(items).toHaveText(
      requirementsOf(d.key).map((r) => {
        const article = methodology[r.source === 'PDPL' ? 'index.methodology.rubric.articlePdpl' : 'index.methodology.rubric.articleIr'].replace('{article}', r.article);
        const judged = methodology[r.judgedOn === 'text' ? 'index.methodology.rubric.judgedOnText' : 'index.methodology.rubric.judgedOnTrait'];
        return `${ar(r.text)}${article}${methodology['index.methodology.rubric.separator']}${judged}`;
      }),
    );
  }
  await expect(page.getByTestId('rubric-version')).toContainText(RUBRIC_VERSION);
  await expect(page.getByRole('region', { name: methodology['index.methodology.analysis.title'] })).toContainText('robots.txt');
  await expectNoAxeViolations(page);
});

test('a company opened from an Arabic report’s sector rankings is headed by its Arabic name while its report loads', async ({ page }) => {
  const all = await latestEditionCompanies();
  const sector = all.map((c) => all.filter((o) => o.sector === c.sector)).find((list) => list.length >= 2)!;
  const [first, second] = sector as [(typeof sector)[0], (typeof sector)[0]];
  const texts = await arabicTexts(first.id);
  await openPage(page, `/ar/PDPLComplianceIndex/${second.id}`);
  // The report the row opens is held back: the page paints the row's company meanwhile.
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${API_PATHS.company(first.id)}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByTestId('sector-rankings').getByRole('row').filter({ has: page.locator(`a[href$="/${first.id}"]`) }).getByRole('cell').last().click();
  await expect(page).toHaveURL(new RegExp(`/ar/PDPLComplianceIndex/${first.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.name);
  release();
  await expect(page.getByTestId('rank-text')).toHaveText(/^تحتل المرتبة 1 من \d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.name);
});
