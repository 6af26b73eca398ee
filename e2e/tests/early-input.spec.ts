/**
 * Nothing a visitor does as a page appears is lost (issue 40). The page is hydrated in place; until
 * a part is, the shell's inline event contract keeps a click or key on it and replays it on the same
 * element once hydrated, and a native control acts at once and is adopted by the app. Here the CPU
 * runs 4x slower (a mid-range phone) and the scripts are held back a little, so every act lands
 * before the part it is on is hydrated, as soon as the page shows; each act takes effect once, in
 * English and in Arabic.
 */
import { LOCALE_COOKIE, localePath, PRERENDER, type Locale } from '@pdpl/contracts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { queryRows } from '../support/db';
import { latestEditionCompanies } from '../support/index-data';
import { message } from '../support/messages';

const SCRIPT_DELAY_MS = 300;
/** Held-back scripts at 4x CPU take the page several seconds to hydrate. */
const HYDRATED = { timeout: 60_000 };
test.describe.configure({ timeout: 150_000 });

const SHELL = 'shell/src';
const KSA = 'mfe-ksa/src/pages/ksa';
const LIST = 'mfe-index/src/features/companies';

/** Opens `path` as a phone would (4x slower CPU), its scripts held back, and waits until it shows: its heading is painted. */
async function openAsItShows(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.route(/\.js(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await route.continue().catch(() => undefined);
  });
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator(`#root[${PRERENDER.rootAttribute}]`)).toHaveCount(1);
}

/** The page has not hydrated yet: what was just done was done early. */
async function expectNotHydrated(page: Page) {
  await expect(page.locator(`html[${PRERENDER.hydratedAttribute}]`)).toHaveCount(0);
}

async function hydrated(page: Page) {
  await expect(page.locator(`html[${PRERENDER.hydratedAttribute}]`)).toBeAttached(HYDRATED);
}

/** The dialog the early act opens shows once hydrated, and stays: replayed once, not opened and closed again. */
async function expectOpenedOnce(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible(HYDRATED);
  await page.waitForTimeout(500);
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
}

for (const locale of ['en', 'ar'] as const satisfies Locale[]) {
  const at = (path: string) => localePath(path, locale);

  test.describe(`acting as the page shows (${locale})`, () => {
    test.describe('on a phone', () => {
      test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

      test('the menu button tapped early opens the menu once', async ({ page }) => {
        await openAsItShows(page, at('/'));
        await page.getByRole('button', { name: message(SHELL, 'shell.header.openMenu', locale) }).tap();
        await expectNotHydrated(page);
        await expectOpenedOnce(page, page.getByRole('dialog', { name: message(SHELL, 'shell.header.menu', locale) }));
      });
    });

    test('"Get Notified at Launch" clicked early opens its dialog once', async ({ page }) => {
      await openAsItShows(page, at('/KSA'));
      const title = message('mfe-ksa/src/features/launch-notification', 'ksa.launch.title', locale);
      await page.locator('#pdpl-compliance-index').getByRole('button', { name: title }).click();
      await expectNotHydrated(page);
      await expectOpenedOnce(page, page.getByRole('dialog', { name: title }));
    });

    test('the self-assessment started early opens once', async ({ page }) => {
      await openAsItShows(page, at('/KSA'));
      await page.getByRole('button', { name: message(KSA, 'ksa.landing.assessment.start', locale) }).first().click();
      await expectNotHydrated(page);
      await expectOpenedOnce(page, page.getByRole('dialog'));
    });

    test('a check box clicked early ticks at once, with one click, and the form sends it ticked', async ({ page }) => {
      const email = `early.${locale}.${Date.now()}@example.sa`;
      await openAsItShows(page, at('/newsletter'));
      const consent = page.getByRole('checkbox');
      await page.locator('[data-scope="checkbox"][data-part="root"]').click();
      // Ticked in the next frame, as a native check box is, and shown ticked.
      await expect(consent).toBeChecked({ timeout: 1000 });
      await expect(page.locator('[data-scope="checkbox"][data-part="control"]')).toHaveAttribute('data-state', 'checked');
      await page.getByLabel(message('mfe-marketing/src/features/newsletter', 'marketing.newsletter.email', locale)).fill(email);
      await expectNotHydrated(page);
      await hydrated(page);
      await page.waitForTimeout(500);
      await expect(consent).toBeChecked();
      await page.getByRole('button', { name: message('mfe-marketing/src/features/newsletter', 'marketing.newsletter.submit', locale) }).click();
      await expect.poll(() => queryRows('select email from newsletter_subscriptions where email = $1', [email]), HYDRATED).toEqual([{ email }]);
    });

    test('a search typed after moving to page 2 early is kept and filters the list', async ({ page }) => {
      const companies = await latestEditionCompanies();
      const word = companies[25]!.name.split(' ')[0]!;
      const matching = companies.filter((company) => company.name.toLowerCase().includes(word.toLowerCase()));
      await openAsItShows(page, at('/PDPLComplianceIndex'));
      await page.getByRole('button', { name: message(LIST, 'index.pages.nextLabel', locale) }).click();
      const search = page.getByLabel(message(LIST, 'index.search.label', locale));
      await search.fill(word);
      await expectNotHydrated(page);
      await hydrated(page);
      await expect(search).toHaveValue(word);
      await expect(page).not.toHaveURL(/[?&]page=/);
      const rows = page.getByTestId('company-row');
      await expect(rows).toHaveCount(Math.min(matching.length, 20));
      // The companies listed are those whose name matches (shown in the page's language).
      const shown = await rows.getByRole('link').evaluateAll((links) => links.map((link) => decodeURIComponent(link.getAttribute('href')!.split('/').pop()!)));
      expect(shown.every((id) => matching.some((company) => company.id === id))).toBe(true);
    });

    test("a sector row clicked early opens that company's report", async ({ page }) => {
      const companies = await latestEditionCompanies();
      const sector = companies.map((c) => companies.filter((o) => o.sector === c.sector)).find((list) => list.length >= 3)!;
      await openAsItShows(page, at(`/PDPLComplianceIndex/${sector[1]!.id}`));
      const row = page.getByTestId('sector-rankings').getByRole('row').filter({ has: page.locator(`a[href$="/${sector[0]!.id}"]`) });
      // On the row, away from the name (the link, which works as a link from the start).
      await row.locator('td').last().click();
      await expectNotHydrated(page);
      await expect(page).toHaveURL(new RegExp(`/PDPLComplianceIndex/${sector[0]!.id}$`), HYDRATED);
      // That company's report, where its row (the sector's first) is the current one.
      await expect(page.getByTestId('sector-rankings').getByRole('row').nth(1)).toHaveAttribute('aria-current', 'true');
    });

    test('a details card opened early opens once', async ({ page }) => {
      const [company] = await latestEditionCompanies();
      await openAsItShows(page, at(`/PDPLComplianceIndex/${company!.id}/details`));
      const toggle = page.getByRole('main').locator('button[aria-expanded]').first();
      await toggle.click();
      await expectNotHydrated(page);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true', HYDRATED);
      await hydrated(page);
      await page.waitForTimeout(500);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    });

    test('a scroll made early brings the back-to-top button once hydrated', async ({ page }) => {
      await openAsItShows(page, at('/'));
      await page.mouse.wheel(0, 1500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      await expectNotHydrated(page);
      await hydrated(page);
      await expect(page.getByRole('button', { name: message(SHELL, 'shell.scrollToTop', locale) })).toBeVisible();
    });

    test('a form filled and sent as it shows is sent once, with what was typed and ticked, in that order', async ({ page }) => {
      const email = `sent.early.${locale}.${Date.now()}@example.sa`;
      const NEWSLETTER = 'mfe-marketing/src/features/newsletter';
      await openAsItShows(page, at('/newsletter'));
      await page.getByLabel(message(NEWSLETTER, 'marketing.newsletter.email', locale)).fill(email);
      await page.locator('[data-scope="checkbox"][data-part="root"]').click();
      await page.getByRole('button', { name: message(NEWSLETTER, 'marketing.newsletter.submit', locale) }).click();
      await expectNotHydrated(page);
      // The submit waited for the field and the box to be adopted: no validation message, the success view.
      await expect(page.getByRole('heading', { level: 1, name: message(NEWSLETTER, 'marketing.newsletter.doneTitle', locale) })).toBeVisible(HYDRATED);
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
      expect(await queryRows('select email from newsletter_subscriptions where email = $1', [email])).toEqual([{ email }]);
    });

    test('a field typed in early keeps its text and the focus', async ({ page }) => {
      await openAsItShows(page, at('/waitinglist'));
      const field = page.locator('input[name="name"]');
      await field.fill('Noura Al-Qahtani');
      await expectNotHydrated(page);
      await hydrated(page);
      await expect(field).toHaveValue('Noura Al-Qahtani');
      await expect(field).toBeFocused();
    });
  });
}

test('a link works as a link before the page is hydrated', async ({ page }) => {
  await openAsItShows(page, '/KSA');
  await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(HYDRATED);
});

test('the language switch used early leads to the Arabic page and the front door remembers the choice', async ({ page, context }) => {
  await openAsItShows(page, '/KSA');
  await page.getByRole('banner').getByRole('link', { name: 'العربية', exact: true }).click();
  await expect(page).toHaveURL(/\/ar\/KSA$/);
  expect((await context.cookies()).find((c) => c.name === LOCALE_COOKIE)?.value).toBe('ar');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.goto('/');
  await expect(page).toHaveURL(/\/ar$/);
});

test('a check box ticked by keyboard early is ticked once', async ({ page }) => {
  await openAsItShows(page, '/newsletter');
  const consent = page.getByRole('checkbox');
  await consent.focus();
  await page.keyboard.press(' ');
  await expect(consent).toBeChecked();
  await expectNotHydrated(page);
  await hydrated(page);
  await page.waitForTimeout(500);
  await expect(consent).toBeChecked();
});
