/**
 * Public pages in Arabic: right to left in its first HTML, its twin named for search engines,
 * an Arabic heading, nothing wider than a 360 px phone, no axe violation and no console error.
 */
import { BLOG_ARTICLE_SLUGS, blogShortPath, companyDetailsPath, companyReportPath, INDEX_ROUTES } from '@pdpl/contracts';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { latestEditionCompanies } from '../support/index-data';
import { expectLive } from '../support/shell';

const ARABIC = /[\u0600-\u06FF]/;

/** Letters of each script in the page's main content: an Arabic page reads in Arabic. */
async function scriptShares(page: Page) {
  return page.locator('main').evaluate((main) => {
    const text = (main as HTMLElement).innerText;
    return { arabic: (text.match(/[\u0600-\u06FF]/g) ?? []).length, latin: (text.match(/[A-Za-z]/g) ?? []).length };
  });
}

/** Every public page, each article included, with the report and details of the index's first company. */
async function arabicPaths(): Promise<string[]> {
  const [first] = await latestEditionCompanies();
  const marketing = ['/', '/waitinglist', '/contact', '/newsletter', '/blog', '/privacy-policy', '/terms-of-service'];
  const articles = BLOG_ARTICLE_SLUGS.map(({ slug }) => blogShortPath(slug));
  const ksa = ['/KSA', '/januarypilot', '/pilotapplication', '/pilotfaq'];
  const index = [INDEX_ROUTES.list, INDEX_ROUTES.methodology, companyReportPath(first!.id), companyDetailsPath(first!.id)];
  return [...marketing, ...articles, ...ksa, ...index].map((path) => (path === '/' ? '/ar' : `/ar${path}`));
}

test.describe('Arabic pages', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('every public page is right to left in its first HTML, names its English twin, and reads in Arabic at 360 px', async ({ page, request }) => {
    test.setTimeout(600_000);
    for (const path of await arabicPaths()) {
      await test.step(path, async () => {
        const first = await request.get(path, { headers: { Accept: 'text/html' } });
        expect(first.status()).toBe(200);
        const html = await first.text();
        expect(html).toMatch(/<html lang="ar" dir="rtl"/);
        expect(html).toContain(`hreflang="en" href="`);
        expect(html).toMatch(/<title>[^<]*[\u0600-\u06FF]/);

        const errors: string[] = [];
        page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
        page.on('pageerror', (err) => errors.push(String(err)));
        await page.goto(path);
        await expectLive(page);
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(ARABIC);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        const shares = await scriptShares(page);
        expect(shares.arabic, `${path} reads mostly in Latin letters`).toBeGreaterThan(shares.latin * 2);
        await expectNoAxeViolations(page);
        expect(errors).toEqual([]);
        page.removeAllListeners('console');
        page.removeAllListeners('pageerror');
      });
    }
  });

  test('an unknown Arabic path shows the Arabic 404 page with a way home in Arabic', async ({ page }) => {
    const res = await page.goto('/ar/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await page.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' }).click();
    await expect(page).toHaveURL(/\/ar$/);
  });
});

test.describe('the language switch', () => {
  test('leads to the same page in the other language, and the front door remembers the choice', async ({ page, context }) => {
    await page.goto('/KSA');
    await expectLive(page);
    const toArabic = page.getByRole('link', { name: 'العربية', exact: true });
    await expect(toArabic).toHaveAttribute('href', '/ar/KSA');
    await expect(toArabic).toHaveAttribute('hreflang', 'ar');
    await toArabic.click();
    await expect(page).toHaveURL(/\/ar\/KSA$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARABIC);

    // The choice is kept: the site's front door now opens in Arabic.
    await page.goto('/');
    await expect(page).toHaveURL(/\/ar$/);

    const toEnglish = page.getByRole('link', { name: 'English', exact: true });
    await expect(toEnglish).toHaveAttribute('href', '/');
    await toEnglish.click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    expect((await context.cookies()).find((c) => c.name === 'pdpl_lang')?.value).toBe('en');
  });

  test('is not shown on staff pages, which stay English', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('language-switch')).toHaveCount(0);
    const arabicStaff = await page.goto('/ar/auth');
    expect(arabicStaff?.status()).toBe(404);
  });
});
