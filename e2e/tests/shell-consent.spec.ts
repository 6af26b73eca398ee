import { CONSENT, type ConsentRecord } from '@pdpl/contracts';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { TEST_ANALYTICS_ID, expectLive, gtagEvents, withAnalyticsId } from '../support/shell';

const ANALYTICS_HOSTS = /googletagmanager\.com|google-analytics\.com|analytics\.google\.com|doubleclick\.net/;

/** Every request the page makes to an analytics host, from now on. */
function analyticsRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req) => {
    if (ANALYTICS_HOSTS.test(new URL(req.url()).hostname)) urls.push(req.url());
  });
  return urls;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Analytics cookies' });
const dataLayerOf = (page: Page) => page.evaluate(() => (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer?.map((args) => Array.from(args)) ?? null);
const trackingCookies = async (page: Page) => (await page.context().cookies()).filter((c) => c.name.startsWith('_ga')).map((c) => c.name);
const storedChoice = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as ConsentRecord | null, CONSENT.storageKey);
const pageViews = async (page: Page) => (await gtagEvents(page)).filter((e) => e.name === 'page_view').map((e) => e.params.page_path);

test.describe('with analytics configured', () => {
  test.beforeEach(async ({ page }) => withAnalyticsId(page));

  test('a first visit asks first: Accept and Reject alike, a link to the policy, nothing analytical before a choice', async ({ page }) => {
    const requests = analyticsRequests(page);
    await page.goto('/KSA');
    await expectLive(page);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    const accept = banner(page).getByRole('button', { name: 'Accept', exact: true });
    const reject = banner(page).getByRole('button', { name: 'Reject', exact: true });
    // Equally prominent: the same size and the same colours.
    const look = (button: typeof accept) =>
      button.evaluate((el) => {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return { width: Math.round(box.width), height: Math.round(box.height), background: style.backgroundColor, color: style.color, fontSize: style.fontSize };
      });
    expect(await look(reject)).toEqual(await look(accept));
    await expectNoAxeViolations(page);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(banner(page)).toBeVisible();
    expect(requests).toEqual([]);
    expect(await dataLayerOf(page)).toBeNull();
    expect(await trackingCookies(page)).toEqual([]);
  });

  test('Reject keeps analytics off across pages and reloads, and is recorded with its date and the notice version', async ({ page }) => {
    const requests = analyticsRequests(page);
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(banner(page)).toBeHidden();
    const choice = await storedChoice(page);
    expect(choice).toMatchObject({ analytics: 'denied', policyVersion: CONSENT.policyVersion });
    expect(Math.abs(Date.parse(choice!.decidedAt) - Date.now())).toBeLessThan(60_000);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Pilot FAQ' }).click();
    await expect(page).toHaveURL(/\/pilotfaq$/);
    await page.reload();
    await expectLive(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    expect(requests).toEqual([]);
    expect(await dataLayerOf(page)).toBeNull();
    expect(await trackingCookies(page)).toEqual([]);
  });

  test('Accept loads the tag with consent mode signals and records page views from the page it was given on', async ({ page }) => {
    const requests = analyticsRequests(page);
    await page.goto('/KSA?ref=consent');
    await banner(page).getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => requests.some((url) => url.includes(`id=${TEST_ANALYTICS_ID}`))).toBe(true);
    const layer = (await dataLayerOf(page))!;
    expect(layer).toContainEqual(['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }]);
    expect(layer).toContainEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    expect(layer).toContainEqual(['config', TEST_ANALYTICS_ID, { send_page_view: false }]);
    await expect.poll(() => pageViews(page)).toEqual(['/KSA?ref=consent']);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
    await expect.poll(() => pageViews(page)).toEqual(['/KSA?ref=consent', '/blog']);
    expect(await storedChoice(page)).toMatchObject({ analytics: 'granted', policyVersion: CONSENT.policyVersion });

    // An accepted choice holds on the next visit: no banner, the tag loads at once.
    await page.reload();
    await expect.poll(() => pageViews(page)).toEqual(['/blog']);
    await expect(banner(page)).toHaveCount(0);
  });

  test("the footer's Cookie settings reopens the choice, by keyboard too, and a Reject after Accept stops sending", async ({ page }) => {
    await page.goto('/contact');
    await banner(page).getByRole('button', { name: 'Accept', exact: true }).click();
    await expect.poll(() => pageViews(page)).toEqual(['/contact']);

    const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
    await settings.focus();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Reject', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeHidden();
    expect(await dataLayerOf(page)).toContainEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    expect(await storedChoice(page)).toMatchObject({ analytics: 'denied' });

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await pageViews(page)).toEqual(['/contact']);
    expect(await trackingCookies(page)).toEqual([]);
  });

  test('an Arabic first visit asks in Arabic, right to left, with the Arabic policy', async ({ page }) => {
    const requests = analyticsRequests(page);
    await page.goto('/ar/KSA');
    const arabicBanner = page.getByRole('region', { name: 'ملفات تعريف الارتباط الخاصة بالتحليلات' });
    await expect(arabicBanner).toBeVisible();
    await expect(arabicBanner.getByRole('button', { name: 'قبول', exact: true })).toBeVisible();
    await expect(arabicBanner.getByRole('link', { name: 'سياسة الخصوصية' })).toHaveAttribute('href', '/ar/privacy-policy');
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'إعدادات ملفات تعريف الارتباط' })).toBeVisible();
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await arabicBanner.getByRole('button', { name: 'رفض', exact: true }).click();
    await expect(arabicBanner).toBeHidden();
    expect(requests).toEqual([]);
  });

  test('the privacy policy describes the choice and lists the essential cookies', async ({ page }) => {
    await page.goto('/privacy-policy');
    const section = page.getByRole('main');
    await expect(section.getByRole('heading', { name: '9. Cookies and analytics' })).toBeVisible();
    for (const text of ['only after you choose Accept', 'Cookie settings', 'pdpl.sid', 'pdpl.device', 'pdpl_lang', '_ga']) {
      await expect(section.getByText(text, { exact: false }).first()).toBeVisible();
    }
  });
});

test('without an analytics id nobody is asked: no banner and no Cookie settings', async ({ page }) => {
  await page.goto('/');
  await expectLive(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' })).toHaveCount(0);
});
