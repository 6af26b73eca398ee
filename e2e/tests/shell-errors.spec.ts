import { expect, test } from '@playwright/test';
import { DATA_REQUESTS_PAGE_PATH, LEADS_PAGE_PATH, STAFF_PAGE_PATH } from '@pdpl/contracts';
import { THROWING_REMOTE_ENTRY } from '../support/shell';

test('an unknown path shows the 404 page inside the layout, with its own title', async ({ page }) => {
  await page.goto('/KSA/unknown');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found | Mizan');
});

test('paths match exactly as the specs write them', async ({ page }) => {
  await page.goto('/ksa');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await page.goto('/pdplcomplianceindex');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
});

const PUBLIC_PATHS = ['/', '/waitinglist', '/contact', '/newsletter', '/blog', '/blog/early-compliance', '/privacy-policy', '/terms-of-service', '/KSA', '/januarypilot', '/pilotapplication', '/pilotfaq', '/PDPLComplianceIndex', '/auth'];

test('every route shows its page with a main heading, never a blank', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of [...PUBLIC_PATHS, '/airtable-sync', STAFF_PAGE_PATH, LEADS_PAGE_PATH, DATA_REQUESTS_PAGE_PATH]) {
    await page.goto(path);
    await expect(page.locator('[data-remote]').getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  }
});

test('no public page scrolls sideways on a 360 px phone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of PUBLIC_PATHS) {
    await page.goto(path);
    await expect(page.locator('[data-remote]').getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
  }
});

test('a page that throws while rendering shows the full-screen fallback, and Refresh Page reloads', async ({ page }) => {
  await page.route('**/remotes/mfe-admin/remoteEntry.js', (route) => route.fulfill({ contentType: 'text/javascript', body: THROWING_REMOTE_ENTRY }));
  await page.goto('/auth');
  const fallback = page.getByTestId('error-fallback');
  await expect(fallback.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(fallback).toContainText('We apologize for the inconvenience. Please refresh the page.');
  // Full screen: the layout is gone.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  await page.unroute('**/remotes/mfe-admin/remoteEntry.js');
  await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
  await Promise.all([page.waitForEvent('load'), fallback.getByRole('button', { name: 'Refresh Page' }).click()]);
  expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('[data-remote="mfe_admin"]')).toBeVisible();
});

test('startup fails with "Root element not found" when the page has no root element', async ({ page }) => {
  // A page sent plain (the sign-in page is never rendered ahead): its root is the shell's empty one.
  await page.route('**/auth', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    route.fulfill({ response, body: (await response.text()).replace('<div id="root"></div>', '') });
  });
  const error = page.waitForEvent('pageerror');
  await page.goto('/auth');
  expect((await error).message).toContain('Root element not found');
});
