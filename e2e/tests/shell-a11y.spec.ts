import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectLive } from '../support/shell';

async function expectShellAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).include('header').include('footer').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the 404 page with its header and footer has no axe violations', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const path of ['/', '/KSA', '/januarypilot']) {
  test(`the header and footer on ${path} have no axe violations`, async ({ page }) => {
    await page.goto(path);
    await expectLive(page);
    await expectShellAccessible(page);
  });
}

test.describe('small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the open mobile menu has no axe violations', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
