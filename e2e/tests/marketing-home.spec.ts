import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

/** The spec's anchors, in order; how-it-works and difference contain the product name (Mizan). */
const SECTION_ORDER = ['hero', 'solutions', 'how-mizan-works', 'mizan-difference', 'resources', 'use-cases', 'about', 'contact'];

const TICKER = ['164+ privacy laws', '333M+ companies', '2.43M+ DPOs', '55k+ data privacy lawyers', '203k+ data privacy consultants'];

test.describe('home page', () => {
  test('renders every section in order under its anchor, with no axe violations', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.locator('#solutions')).toBeVisible();
    // The sections after solutions arrive as the visitor scrolls towards them.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(main.locator('#contact')).toBeVisible();
    const ids = await main.locator('section[id]').evaluateAll((els) => els.map((e) => e.id));
    expect(ids).toEqual(SECTION_ORDER);
    await expect(page.locator('#how-mizan-works').getByRole('heading', { level: 2 })).toHaveText('How Mizan works');
    await expect(page.locator('#mizan-difference').getByRole('columnheader', { name: 'Legacy tools' })).toBeVisible();
    for (const claim of ['160+', '1000s', '80%+', '5x+', '70%+']) {
      await expect(page.locator('#hero').getByText(claim, { exact: true })).toBeVisible();
    }
    const solutions = page.locator('#solutions');
    await expect(solutions.getByRole('heading', { name: 'AI Co-Pilot' })).toBeVisible();
    await expect(solutions.getByRole('heading', { name: 'Expert-Trained Agents' })).toBeVisible();
    await expect(solutions.locator('figure figcaption')).toContainText('Data Protection Officer');
    await expectNoAxeViolations(page);
  });

  test('a hash link lands on its section, and the header links reach the deferred sections', async ({ page }) => {
    await page.goto('/#use-cases');
    await expect(page.locator('#use-cases')).toBeInViewport();
    await page.goto('/');
    await expect(page.locator('#hero')).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
    await expect(page.locator('#about')).toBeInViewport();
  });

  test('a header section link used while the home page is still loading takes the visitor there once it arrives', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/remotes\/mfe-marketing\/remoteEntry\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    // Clicked on the rendered copy: the app follows it once it has taken over.
    await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
    release();
    await expect(page.locator('#about')).toBeInViewport();
    // Spec offset for a section link on its own page: 5 px below the top.
    await expect.poll(() => page.locator('#about').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(5);
  });

  test('the stats ticker moves on to the next figure and can be paused', async ({ page }) => {
    await page.goto('/');
    const ticker = page.getByTestId('stats-ticker');
    await expect(ticker).toHaveText(TICKER[0]);
    await expect(ticker).toHaveText(TICKER[1]);
    await expect(ticker).toHaveText(TICKER[2]);
    await page.getByRole('button', { name: 'Pause figures' }).click();
    const shown = await ticker.textContent();
    expect(TICKER).toContain(shown);
    await expect(page.getByRole('button', { name: 'Resume figures' })).toBeVisible();
  });

  test('hero and solutions buttons go to the waiting list', async ({ page }) => {
    await page.goto('/');
    await page.locator('#solutions').getByRole('link', { name: 'Join Waiting List' }).click();
    await expect(page).toHaveURL(/\/waitinglist$/);
  });

  for (const [tier, heading] of [
    ['CORE', 'What you get'],
    ['PRO', 'Everything in CORE Plus'],
    ['ENTERPRISE', 'Everything in PRO Plus'],
  ] as const) {
    test(`the ${tier} card flips to its features on click and back by keyboard`, async ({ page }) => {
      await page.goto('/#resources');
      const card = page.getByTestId(`tier-${tier}`);
      await expect(card).toHaveCSS('height', '570px');
      // Both faces fit their content in the card: nothing spills out or hides below the buttons.
      expect(await card.evaluate((el) => [...el.querySelectorAll('.chakra-stack')].every((s) => s.scrollHeight <= s.clientHeight + 1))).toBe(true);
      await expect(card.getByRole('heading', { name: heading })).toHaveCount(0);
      await card.getByText('Outcome:').click();
      await expect(card).toHaveAttribute('data-flipped', 'true');
      await expect(card.getByRole('heading', { name: heading })).toBeVisible();
      await expect(card.getByRole('link', { name: 'Contact Sales' })).toBeVisible();
      // Back by keyboard: the flip control is a button.
      await card.getByRole('button', { name: `Back to ${tier} overview` }).focus();
      await page.keyboard.press('Enter');
      await expect(card).toHaveAttribute('data-flipped', 'false');
      await expect(card.getByRole('heading', { name: heading })).toHaveCount(0);
      await card.getByRole('button', { name: `See ${tier} features` }).focus();
      await page.keyboard.press('Space');
      await expect(card).toHaveAttribute('data-flipped', 'true');
    });
  }

  test("a card's Join Waiting List does not flip it, and Contact Sales goes to /contact", async ({ page, context }) => {
    await page.goto('/#resources');
    const card = page.getByTestId('tier-PRO');
    // Opened in a new tab, the link leaves this page in place: the card must still show its front.
    const newTab = context.waitForEvent('page');
    await card.getByRole('link', { name: 'Join Waiting List' }).click({ modifiers: ['ControlOrMeta'] });
    await (await newTab).close();
    await expect(card).toHaveAttribute('data-flipped', 'false');
    await card.getByRole('link', { name: 'Join Waiting List' }).click();
    await expect(page).toHaveURL(/\/waitinglist$/);
    await page.goto('/#resources');
    await page.getByTestId('tier-PRO').click();
    await page.getByTestId('tier-PRO').getByRole('link', { name: 'Contact Sales' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('use-case tabs start on core, switch by click and by arrow keys, and show From / To / Result cards', async ({ page }) => {
    await page.goto('/#use-cases');
    const section = page.locator('#use-cases');
    const core = section.getByRole('tab', { name: 'CORE' });
    await expect(core).toHaveAttribute('aria-selected', 'true');
    const panel = section.getByRole('tabpanel');
    await expect(panel.getByRole('article')).toHaveCount(3);
    await expect(panel.getByRole('heading', { name: 'Record of processing' })).toBeVisible();
    for (const label of ['From', 'To', 'Result']) await expect(panel.getByText(label, { exact: true })).toHaveCount(3);
    // The other tiers' cards are not in the page until chosen (the document carries one tier's).
    await expect(section.getByRole('heading', { name: 'Data subject requests', includeHidden: true })).toHaveCount(0);

    await section.getByRole('tab', { name: 'PRO' }).click();
    await expect(section.getByRole('tabpanel').getByRole('heading', { name: 'Data subject requests' })).toBeVisible();

    await section.getByRole('tab', { name: 'PRO' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(section.getByRole('tab', { name: 'ENTERPRISE' })).toHaveAttribute('aria-selected', 'true');
    await expect(section.getByRole('tabpanel').getByRole('heading', { name: 'Breach response' })).toBeVisible();
    await expect(section.getByRole('tabpanel').getByRole('article')).toHaveCount(3);
  });
});

test.describe('home page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every section passes axe at phone width, tier cards keep their 570 px', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#solutions')).toBeVisible();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.locator('#contact')).toBeVisible();
    for (const tier of ['CORE', 'PRO', 'ENTERPRISE']) {
      const card = page.getByTestId(`tier-${tier}`);
      await expect(card).toHaveCSS('height', '570px');
      // Both faces fit their content in the card: nothing spills out or hides below the buttons.
      const overflow = await card.evaluate((el) => [...el.querySelectorAll('.chakra-stack')].filter((s) => s.scrollHeight > s.clientHeight + 1).length);
      expect(overflow).toBe(0);
    }
    await expectNoAxeViolations(page);
  });
});
