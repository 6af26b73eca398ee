import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

test.describe('legal pages', () => {
  test('the privacy policy states the effective date, PDPL, the 30-day response and contact e-mails', async ({ page }) => {
    await page.goto('/privacy-policy');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(main.getByText('Effective date: 14 February 2025')).toBeVisible();
    await expect(main).toContainText('Personal Data Protection Law');
    await expect(main).toContainText('We respond to every request within 30 days.');
    await expect(main).toContainText('within 72 hours');
    await expect(main.getByRole('link', { name: 'privacy@mizanprivacy.com' }).first()).toHaveAttribute('href', 'mailto:privacy@mizanprivacy.com');
    await expect(main).not.toContainText('{{');
    await expectNoAxeViolations(page);
  });

  test('the terms state the effective date, Saudi law with arbitration and contact e-mails', async ({ page }) => {
    await page.goto('/terms-of-service');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(main.getByText('Effective date: 14 February 2025')).toBeVisible();
    await expect(main.getByRole('heading', { name: '15. Governing law and disputes' })).toBeVisible();
    await expect(main).toContainText('governed by the laws of the Kingdom of Saudi Arabia');
    await expect(main).toContainText('finally settled by arbitration');
    await expect(main.getByRole('link', { name: 'legal@mizanprivacy.com' }).first()).toHaveAttribute('href', 'mailto:legal@mizanprivacy.com');
    await main.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expectNoAxeViolations(page);
  });
});
