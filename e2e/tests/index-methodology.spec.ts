import { expect, test } from '@playwright/test';
import { DIMENSIONS, EVIDENCE_QUOTE_MAX, INDEX_ROUTES, RUBRIC_VERSION, SCORE_BAND_THRESHOLDS, requirementsOf } from '@pdpl/contracts';
import { expectNoAxeViolations } from '../support/axe';

test('the methodology page lists the 19 dimensions of the contracts and the badge thresholds', async ({ page }) => {
  await page.goto(INDEX_ROUTES.methodology);
  await expect(page.getByRole('heading', { level: 1, name: 'Index Methodology' })).toBeVisible();
  await expect(page).toHaveTitle(/^Index Methodology \|/);
  const dimensions = page.getByTestId('dimension-table').getByRole('rowheader');
  await expect(dimensions).toHaveText(DIMENSIONS.map((d) => d.section));
  const bands = page.getByTestId('score-bands');
  await expect(bands).toContainText(`Green: ${SCORE_BAND_THRESHOLDS.green} or more.`);
  await expect(bands).toContainText(`Yellow: from ${SCORE_BAND_THRESHOLDS.yellow} to below ${SCORE_BAND_THRESHOLDS.green}.`);
  await expect(bands).toContainText(`Red: below ${SCORE_BAND_THRESHOLDS.yellow}.`);
  await expect(page.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
  // How the evidence quoted on the details pages is chosen.
  await expect(page.getByRole('heading', { name: 'Evidence' })).toBeVisible();
  await expect(page.getByText(/the analysts quote the passage that decided it/)).toContainText(`at most ${EVIDENCE_QUOTE_MAX} characters`);
  await expectNoAxeViolations(page);
});

test('the methodology page explains the rubric: each dimension\'s requirements with article and what they are judged on, the score, the version, the analysis', async ({ page }) => {
  await page.goto(INDEX_ROUTES.methodology);
  const rubric = page.getByTestId('rubric');
  await expect(rubric.getByRole('heading', { level: 3 })).toHaveText(DIMENSIONS.map((d) => d.section));
  for (const d of DIMENSIONS) {
    const items = rubric.getByRole('region', { name: d.section, exact: true }).getByRole('listitem');
    await expect(items).toHaveText(
      requirementsOf(d.key).map((r) =>
        `${r.text}${r.source === 'PDPL' ? 'PDPL' : 'Implementing Regulations'} Art. ${r.article} · judged on ${r.judgedOn === 'text' ? "the notice's text" : 'a trait of the site'}`,
      ),
    );
  }
  await expect(page.getByText(/A dimension's score is the percentage of its requirements met/)).toContainText('two are met scores 66.7');
  await expect(page.getByTestId('rubric-version')).toHaveText(new RegExp(`^This is version ${RUBRIC_VERSION.replace('.', '\\.')} of the rubric\\.`));
  const analysis = page.getByRole('region', { name: 'How the analysis is done' });
  await expect(analysis).toContainText("honours each site's robots.txt");
  await expect(analysis).toContainText('identifies itself with its own user agent');
  await expect(analysis).toContainText('every override is recorded with its reason');
  await expectNoAxeViolations(page);
});

test("the index page's open-data section links downloads that answer 200, and the methodology", async ({ page }) => {
  await page.goto(INDEX_ROUTES.list);
  await expect(page.getByTestId('company-row').first()).toBeVisible();
  const section = page.getByRole('region', { name: 'Open data' });
  await section.scrollIntoViewIfNeeded();
  const downloads = section.getByTestId('open-data-editions').getByRole('link');
  await expect(downloads.first()).toBeVisible();
  const hrefs = await downloads.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  expect(hrefs.length).toBeGreaterThanOrEqual(3);
  for (const href of hrefs) expect((await page.request.get(href)).status(), href).toBe(200);
  await expect(section.getByRole('link', { name: 'CC BY 4.0 licence' })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
  await section.getByRole('link', { name: 'How the index is scored' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Index Methodology' })).toBeVisible();
});

test("the index page links each edition's data package, whose resource is the edition's CSV, header first", async ({ page }) => {
  await page.goto(INDEX_ROUTES.list);
  const section = page.getByRole('region', { name: 'Open data' });
  await section.scrollIntoViewIfNeeded();
  const item = section.getByTestId('open-data-editions').getByRole('listitem').first();
  const link = item.getByRole('link', { name: /edition as a data package$/ });
  await expect(link).toHaveText('Data package');
  const packageUrl = await link.evaluate((a) => (a as HTMLAnchorElement).href);
  const descriptor = await (await page.request.get(packageUrl)).json();
  const month = await item.getAttribute('data-month');
  expect(descriptor).toMatchObject({ profile: 'tabular-data-package', version: month, licenses: [{ name: 'CC-BY-4.0' }] });
  const csvUrl = new URL(descriptor.resources[0].path, packageUrl).toString();
  expect(csvUrl).toBe(new URL(`${month}.csv`, packageUrl).toString());
  const csv = await (await page.request.get(csvUrl)).text();
  const header = csv.replace(/^\uFEFF/, '').split('\n', 1)[0];
  expect(header).toBe(descriptor.resources[0].schema.fields.map((f: { name: string }) => f.name).join(','));
});
