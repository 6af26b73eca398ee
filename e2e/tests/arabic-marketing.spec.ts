/**
 * The marketing pages in Arabic: the home page's sections, a form's validation messages and its
 * stored submission, an article's full text and the legal texts. Labels come from the message files.
 */
import { LEAD_MESSAGES, SITE } from '@pdpl/contracts';
import { expect, test } from '@playwright/test';
import contracts from '../../libs/contracts/src/messages/ar.json' with { type: 'json' };
import blog from '../../mfe-marketing/src/features/blog/messages/ar.json' with { type: 'json' };
import belowFold from '../../mfe-marketing/src/features/home/below-fold/messages/ar.json' with { type: 'json' };
import legal from '../../mfe-marketing/src/features/legal/messages/ar.json' with { type: 'json' };
import waitlist from '../../mfe-marketing/src/features/waitlist/messages/ar.json' with { type: 'json' };
import { tick } from '../support/checkbox';
import { queryRows } from '../support/db';
import { chooseOption } from '../support/listbox';
import { openPage, toast } from '../support/ksa';

const ar = (english: string) => (contracts as Record<string, string>)[english]!;

test('the Arabic home page shows every section in Arabic, and its tabs and tier cards work right to left', async ({ page }) => {
  await openPage(page, '/ar');
  await expect(page.getByRole('heading', { level: 1, name: SITE.productTaglineAr })).toBeVisible();
  await expect(page.getByTestId('stats-ticker')).toHaveText(/[\u0600-\u06FF]/);
  await page.getByRole('heading', { name: belowFold['marketing.home.useCases.title'] }).scrollIntoViewIfNeeded();
  await page.getByRole('tab', { name: 'PRO' }).click();
  await expect(page.getByRole('heading', { name: belowFold['marketing.home.useCases.pro.case1.title'] })).toBeVisible();
  const core = page.getByTestId('tier-CORE');
  await core.getByRole('button', { name: belowFold['marketing.home.tiers.seeFeatures'].replace('{tier}', 'CORE') }).click();
  await expect(core).toHaveAttribute('data-flipped', 'true');
  await expect(core.getByText(belowFold['marketing.home.tiers.core.feature1'])).toBeVisible();
  await expect(page.getByRole('heading', { name: belowFold['marketing.home.closing.title'] })).toBeVisible();
  // No English heading is left on the page.
  for (const heading of await page.getByRole('heading').allInnerTexts()) expect(heading).toMatch(/[\u0600-\u06FF]|^(CORE|PRO|ENTERPRISE)$/);
});

test('the Arabic waiting list answers an empty form in Arabic and stores a complete one', async ({ page }) => {
  const email = `arabic.waitlist.${Date.now()}@example.sa`;
  await openPage(page, '/ar/waitinglist');
  await page.getByRole('button', { name: waitlist['marketing.waitlist.submit'] }).click();
  await expect(page.getByText(ar('Please select your position'), { exact: true })).toBeVisible();
  await expect(page.getByText(ar('Please enter a valid email address'), { exact: true })).toBeVisible();

  await page.getByLabel(waitlist['marketing.waitlist.name']).fill('ريم العتيبي');
  await page.getByLabel(waitlist['marketing.waitlist.email']).fill(email);
  await chooseOption(page, waitlist['marketing.waitlist.position'], ar('Data Protection Officer'));
  await chooseOption(page, waitlist['marketing.waitlist.location'], ar('Saudi Arabia'));
  await page.getByText(waitlist['marketing.waitlist.yes'], { exact: true }).click();
  await tick(page.getByRole('checkbox', { name: /أوافق على تلقي مراسلات/ }));
  await page.getByRole('button', { name: waitlist['marketing.waitlist.submit'] }).click();
  await expect(toast(page, ar(LEAD_MESSAGES.waitlistSuccessTitle))).toBeVisible();

  // Stored as the English form stores it: the options' values, not their Arabic labels.
  const rows = await queryRows('select name, position, location from waitlist_submissions where email = $1', [email]);
  expect(rows).toEqual([{ name: 'ريم العتيبي', position: 'Data Protection Officer', location: 'Saudi Arabia' }]);
});

test('an Arabic article is the full Arabic text under its Arabic title, and the legal texts are in Arabic', async ({ page }) => {
  await openPage(page, '/ar/blog');
  const title = blog['marketing.blog.article.hidden-costs.title'];
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(blog['marketing.blog.documentTitle'].replace('{title}', title));
  await expect(page.getByText(blog['marketing.blog.article.hidden-costs.author'])).toBeVisible();
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 2 }).first()).toHaveText('1. علاوة المعالجة المتأخرة');
  await expect(page.getByRole('note')).toHaveCount(0);
  // As long as the English text, give or take: a translation, not a summary.
  const words = await article.evaluate((node) => (node as HTMLElement).innerText.split(/\s+/).length);
  expect(words).toBeGreaterThan(800);

  await openPage(page, '/ar/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: legal['marketing.legal.privacyPolicy'] })).toBeVisible();
  await expect(page.getByText(legal['marketing.legal.effectiveDate'].replace('{date}', ar('14 February 2025')))).toBeVisible();
  // The full Arabic text, its facts filled in: no notice that it shows in English.
  const policy = page.getByRole('article');
  await expect(policy.getByRole('heading', { level: 2, name: '8. حقوقك' })).toBeVisible();
  await expect(policy).toContainText(SITE.companyName);
  await expect(policy).toContainText(SITE.productNameAr);
  await expect(policy).not.toContainText('{{');
  await expect(page.getByRole('note')).toHaveCount(0);
  // Its link to the privacy policy from the terms stays in Arabic.
  await openPage(page, '/ar/terms-of-service');
  await expect(page.getByRole('heading', { level: 1, name: legal['marketing.legal.terms'] })).toBeVisible();
  await page.getByRole('article').getByRole('link', { name: legal['marketing.legal.privacyPolicy'] }).click();
  await expect(page).toHaveURL(/\/ar\/privacy-policy$/);
});
