/**
 * A visitor who acts on the rendered copy of a page before the app has taken over loses nothing:
 * the click is kept, starts the app at once and is replayed once on the same control of the live
 * page (issue 26). The app's scripts are slowed here so the clicks land on the copy for certain.
 */
import { LOCALE_COOKIE } from '@pdpl/contracts';
import { expect, test, type Page } from '@playwright/test';

const SCRIPT_DELAY_MS = 1500;
/** Every script held back makes the takeover take several seconds. */
const TAKEOVER_TIMEOUT = { timeout: 60_000 };
test.describe.configure({ timeout: 120_000 });

/** Opens `path` with its HTML rendered ahead and every script after the inline takeover held back. */
async function openRenderedCopy(page: Page, path: string) {
  await page.route(/\.js(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('[data-prerendered]')).toHaveCount(1);
}

/** The dialog the kept act opens shows once the app has taken over, and stays: replayed once, not opened and closed again. */
async function expectOpenedOnce(page: Page, dialog: ReturnType<Page['getByRole']>) {
  await expect(dialog).toBeVisible(TAKEOVER_TIMEOUT);
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await page.waitForTimeout(500);
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
}

/** Still the rendered copy: the app has not taken over yet. */
async function expectCopy(page: Page) {
  await expect(page.locator('[data-prerendered]')).toHaveCount(1);
  await expect(page.locator('html[data-page-settled]')).toHaveCount(0);
}

test.describe('early clicks on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the menu button tapped on the rendered copy opens the menu once the app has taken over', async ({ page }) => {
    await openRenderedCopy(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expectCopy(page);
    await expectOpenedOnce(page, page.getByRole('dialog', { name: 'Menu' }));
  });
});

test('the assessment opening button clicked on the rendered copy opens the assessment once the app has taken over', async ({ page }) => {
  await openRenderedCopy(page, '/KSA');
  await page.getByRole('button', { name: 'Start Self-Assessment' }).click();
  await expectCopy(page);
  await expectOpenedOnce(page, page.getByRole('dialog', { name: 'PDPL Self-Assessment' }));
});

test('a link on the rendered copy works as a link before the app has taken over', async ({ page }) => {
  await openRenderedCopy(page, '/KSA');
  await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(TAKEOVER_TIMEOUT);
});

test('the language switch on the rendered copy leads to the Arabic page and the front door remembers the choice', async ({ page, context }) => {
  await openRenderedCopy(page, '/KSA');
  await page.getByRole('banner').getByRole('link', { name: 'العربية', exact: true }).click();
  await expect(page).toHaveURL(/\/ar\/KSA$/);
  expect((await context.cookies()).find((c) => c.name === LOCALE_COOKIE)?.value).toBe('ar');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.goto('/');
  await expect(page).toHaveURL(/\/ar$/);
});

test('a field typed in on the rendered copy keeps its text and the focus once the app has taken over', async ({ page }) => {
  await openRenderedCopy(page, '/waitinglist');
  const name = page.getByLabel('Full name');
  await name.fill('Noura Al-Qahtani');
  await expect(page.locator('[data-prerendered]')).toHaveCount(0, TAKEOVER_TIMEOUT);
  await expect(name).toHaveValue('Noura Al-Qahtani');
  await expect(name).toBeFocused();
});

test('a check box ticked by keyboard on the rendered copy is ticked once, even when the app takes over while the key is down', async ({ page }) => {
  await openRenderedCopy(page, '/newsletter');
  const consent = page.getByRole('checkbox', { name: /I agree to receive/ });
  await consent.focus();
  // Space ticks a check box on its key up: here that reaches the live page, not the copy.
  await page.keyboard.down(' ');
  await expect(page.locator('[data-prerendered]')).toHaveCount(0, TAKEOVER_TIMEOUT);
  await page.keyboard.up(' ');
  await expect(consent).toBeChecked();
  await page.waitForTimeout(500);
  await expect(consent).toBeChecked();
});
