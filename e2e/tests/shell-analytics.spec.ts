import { expect, test } from '@playwright/test';
import { TEST_ANALYTICS_ID, expectLive, gtagEvents, type GtagEvent, withAnalyticsAccepted, withAnalyticsId } from '../support/shell';
import { openPage } from '../support/ksa';

function expectContext(event: GtagEvent) {
  expect(Date.parse(String(event.params.timestamp))).not.toBeNaN();
  expect(event.params.user_agent).toEqual(expect.stringContaining('Chrome'));
  expect(event.params.page_location).toEqual(expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\//));
  expect(typeof event.params.page_title).toBe('string');
}

const pageViews = async (page: Parameters<typeof gtagEvents>[0]) => (await gtagEvents(page)).filter((e) => e.name === 'page_view');

test('with no analytics id nothing is queued or sent', async ({ page }) => {
  const tagRequests: string[] = [];
  page.on('request', (req) => req.url().includes('googletagmanager') && tagRequests.push(req.url()));
  await page.goto('/KSA');
  await expectLive(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  expect(await page.evaluate(() => (window as unknown as { dataLayer?: unknown }).dataLayer)).toBeUndefined();
  expect(tagRequests).toEqual([]);
});

test('the tag is configured with the runtime id and a page view is sent on every route change', async ({ page }) => {
  await withAnalyticsId(page);
  await withAnalyticsAccepted(page);
  await page.goto('/KSA?ref=newsletter');
  await expectLive(page);
  const config = await page.evaluate(() =>
    ((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer.map((a) => Array.from(a))).find((a) => a[0] === 'config'),
  );
  expect(config).toEqual(['config', TEST_ANALYTICS_ID, { send_page_view: false }]);

  await expect.poll(async () => (await pageViews(page)).length).toBe(1);
  const [first] = await pageViews(page);
  expect(first.params).toMatchObject({ page_path: '/KSA?ref=newsletter', page_title: 'PDPL Compliance in Saudi Arabia | Mizan' });
  expectContext(first);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Pilot FAQ' }).click();
  await expect.poll(async () => (await pageViews(page)).length).toBe(2);
  const second = (await pageViews(page))[1];
  expect(second.params).toMatchObject({ page_path: '/pilotfaq', page_title: 'Pilot FAQ | Mizan' });
  expect(second.params.page_location).toMatch(/\/pilotfaq$/);
});

test('a Join Waiting List click sends cta_click with its name, location and button text', async ({ page }) => {
  await withAnalyticsId(page);
  await withAnalyticsAccepted(page);
  // The live page's link: on the rendered copy, before the app has taken over, a link is only a link.
  await openPage(page, '/');
  await page.getByRole('main').getByRole('link', { name: 'Join Waiting List' }).first().click();
  await expect(page).toHaveURL(/\/waitinglist$/);
  const cta = (await gtagEvents(page)).find((e) => e.name === 'cta_click');
  expect(cta).toBeDefined();
  expect(cta!.params).toMatchObject({ button_text: 'Join Waiting List' });
  expect(cta!.params.cta_name).toEqual(expect.any(String));
  expect(cta!.params.cta_location).toEqual(expect.any(String));
  expectContext(cta!);
});

test('uncaught errors and unhandled rejections are recorded as non-fatal exceptions', async ({ page }) => {
  await withAnalyticsId(page);
  await withAnalyticsAccepted(page);
  await page.goto('/contact');
  await expectLive(page);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e uncaught');
    });
    setTimeout(() => void Promise.reject(new Error('e2e rejected')));
  });
  await expect.poll(async () => (await gtagEvents(page)).filter((e) => e.name === 'exception').length).toBe(2);
  const exceptions = (await gtagEvents(page)).filter((e) => e.name === 'exception');
  expect(exceptions.map((e) => e.params)).toEqual([
    expect.objectContaining({ description: 'Error: e2e uncaught', fatal: false }),
    expect.objectContaining({ description: 'Unhandled rejection: Error: e2e rejected', fatal: false }),
  ]);
  exceptions.forEach(expectContext);
});

test('the page performance report follows the load, and web vitals are rated', async ({ page }) => {
  await withAnalyticsId(page);
  await withAnalyticsAccepted(page);
  await page.goto('/privacy-policy');
  await expectLive(page);
  await expect.poll(async () => (await gtagEvents(page)).some((e) => e.name === 'page_performance')).toBe(true);
  const report = (await gtagEvents(page)).find((e) => e.name === 'page_performance')!;
  expect(report.params.load_ms).toEqual(expect.any(Number));
  // LCP is reported once the visitor interacts; the first input also yields the first-input delay.
  await page.mouse.click(5, 300);
  await expect.poll(async () => (await gtagEvents(page)).filter((e) => e.name === 'web_vitals').map((e) => e.params.metric_name)).toEqual(
    expect.arrayContaining(['LCP', 'FID']),
  );
  for (const vital of (await gtagEvents(page)).filter((e) => e.name === 'web_vitals')) {
    expect(['good', 'needs-improvement', 'poor']).toContain(vital.params.metric_rating);
  }
});
