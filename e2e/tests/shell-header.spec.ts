import { expect, test, type Page } from '@playwright/test';
import { expectLive, makePageTall, topOf } from '../support/shell';

const HOME_MENU = ['Solutions', 'How it works', 'What makes it different', 'Tiers', 'Use cases', 'About'];
const KSA_MENU = ['PDPL Key Facts', 'Compliance', 'PDPL Compliance Index', 'Self Assessment', 'Benefits', 'Blog'];
const PILOT_MENU = ['Why Join?', 'Who Should Apply?', 'FAQs'];

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const banner = (page: Page) => page.getByRole('banner');
const ksaButton = (page: Page) => banner(page).getByRole('link', { name: 'KSA', exact: true });

async function open(page: Page, path: string) {
  await page.goto(path);
  await expectLive(page);
}

test.describe('header menus by route', () => {
  for (const path of ['/', '/contact', '/PDPLComplianceIndex', '/auth', '/pilotfaq']) {
    test(`${path} has the home menu and the KSA button`, async ({ page }) => {
      await open(page, path);
      await expect(mainNav(page).getByRole('listitem')).toHaveText(HOME_MENU);
      await expect(ksaButton(page)).toBeVisible();
      await expect(banner(page).getByRole('link', { name: 'Contact', exact: true })).toBeVisible();
    });
  }

  for (const path of ['/KSA', '/blog', '/blog/hidden-costs', '/blog-navigating-pdpl-in-ksa/may-5th-webinar-recap', '/pilotapplication']) {
    test(`${path} has the KSA menu`, async ({ page }) => {
      await open(page, path);
      await expect(mainNav(page).getByRole('listitem')).toHaveText(KSA_MENU);
      await expect(ksaButton(page)).toHaveCount(path === '/KSA' ? 0 : 1);
    });
  }

  test('/januarypilot has the pilot menu, Apply Now and no KSA button', async ({ page }) => {
    await open(page, '/januarypilot');
    await expect(mainNav(page).getByRole('listitem')).toHaveText(PILOT_MENU);
    await expect(ksaButton(page)).toHaveCount(0);
    await banner(page).getByRole('link', { name: 'Apply Now' }).click();
    await expect(page).toHaveURL(/\/pilotapplication$/);
  });

  test('the KSA button opens /KSA', async ({ page }) => {
    await open(page, '/contact');
    await ksaButton(page).click();
    await expect(page).toHaveURL(/\/KSA$/);
    await expect(ksaButton(page)).toHaveCount(0);
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await open(page, '/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });
});

test.describe('logo and contact', () => {
  test('the logo goes to /KSA from /januarypilot and to / elsewhere', async ({ page }) => {
    await open(page, '/januarypilot');
    await page.getByTestId('logo').click();
    await expect(page).toHaveURL(/\/KSA$/);
    await page.getByTestId('logo').click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('on home the logo scrolls to the top', async ({ page }) => {
    await open(page, '/');
    await makePageTall(page);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.getByTestId('logo').click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveURL(/\/$/);
  });

  test('Contact goes to /contact at the top of the page', async ({ page }) => {
    await open(page, '/');
    await makePageTall(page);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await banner(page).getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('section links', () => {
  test('from another page a home section opens / with its hash, 80 px below the top', async ({ page }) => {
    await open(page, '/contact');
    await mainNav(page).getByRole('link', { name: 'Use cases' }).click();
    await expect(page).toHaveURL(/\/#use-cases$/);
    await expect.poll(() => topOf(page, 'use-cases')).toBe(80);
  });

  test('on home a section link scrolls smoothly to 5 px below the top', async ({ page }) => {
    await open(page, '/');
    await mainNav(page).getByRole('link', { name: 'Tiers' }).click();
    await expect.poll(() => topOf(page, 'resources')).toBe(5);
  });

  test('on /januarypilot a section link scrolls to 80 px below the top', async ({ page }) => {
    await open(page, '/januarypilot');
    await mainNav(page).getByRole('link', { name: 'FAQs' }).click();
    await expect.poll(() => topOf(page, 'faqs')).toBe(80);
  });

  test('KSA sections open /KSA with their hash from a blog page', async ({ page }) => {
    await open(page, '/blog');
    await expect(mainNav(page).getByRole('link', { name: 'PDPL Key Facts' })).toHaveAttribute('href', '/KSA#pdpl-facts');
    await mainNav(page).getByRole('link', { name: 'Benefits' }).click();
    await expect(page).toHaveURL(/\/KSA#ksa-benefits$/);
    await expect.poll(() => topOf(page, 'ksa-benefits')).toBe(5);
  });

  test('on blog pages the home section names lead to the KSA anchors', async ({ page }) => {
    await open(page, '/blog/smart-leaders');
    const quickLinks = page.getByRole('contentinfo').getByRole('navigation', { name: 'Quick Links' });
    for (const name of ['Solutions', 'Tiers', 'Use cases']) {
      await expect(quickLinks.getByRole('link', { name })).toHaveAttribute('href', '/KSA#ksa-benefits');
    }
    await expect(quickLinks.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/KSA#ksa-contact');
    await quickLinks.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/KSA#ksa-contact$/);
  });
});

test.describe('Self Assessment', () => {
  /** Counts openAssessment events, and whether the /KSA assessment section was there to receive each. */
  async function countOpenAssessment(page: Page) {
    await page.addInitScript(() => {
      const log: boolean[] = [];
      (window as unknown as { opened: boolean[] }).opened = log;
      window.addEventListener('openAssessment', () => log.push(document.getElementById('pdpl-assessment') !== null));
    });
  }
  const opened = (page: Page) => page.evaluate(() => (window as unknown as { opened: boolean[] }).opened);

  test('on /KSA it fires openAssessment without leaving the page', async ({ page }) => {
    await countOpenAssessment(page);
    await open(page, '/KSA');
    await mainNav(page).getByRole('button', { name: 'Self Assessment' }).click();
    await expect.poll(() => opened(page)).toEqual([true]);
    await expect(page).toHaveURL(/\/KSA$/);
  });

  test('elsewhere it goes to /KSA first, then fires openAssessment once the page is there', async ({ page }) => {
    await countOpenAssessment(page);
    await open(page, '/pilotapplication');
    await mainNav(page).getByRole('button', { name: 'Self Assessment' }).click();
    await expect(page).toHaveURL(/\/KSA$/);
    // Fired once, and only when the /KSA page (not the previous page of the same remote) is there.
    await expect.poll(() => opened(page)).toEqual([true]);
  });
});

test.describe('scrolling', () => {
  test('the scroll-to-top button appears after 300 px and takes the page back up', async ({ page }) => {
    await open(page, '/privacy-policy');
    await makePageTall(page);
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 301));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });

  test('every route change starts at the top of the page', async ({ page }) => {
    await open(page, '/contact');
    await makePageTall(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('opens, moves and closes by keyboard', async ({ page }) => {
    await open(page, '/KSA');
    await expect(mainNav(page)).toBeHidden();
    const trigger = page.getByRole('button', { name: 'Open menu' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('navigation', { name: 'Mobile' }).getByRole('listitem')).toHaveText(KSA_MENU);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    const blog = menu.getByRole('link', { name: 'Blog' });
    for (let i = 0; i < 12 && !(await blog.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(blog).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('works by touch, with the KSA and Contact buttons inside', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'KSA', exact: true })).toBeVisible();
    await menu.getByRole('link', { name: 'Contact', exact: true }).tap();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/contact$/);
  });
});
