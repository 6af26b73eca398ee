import { expect, test, type Page } from '@playwright/test';
import { expectLive } from '../support/shell';

const footer = (page: Page) => page.getByRole('contentinfo');
const quickLinks = (page: Page) => footer(page).getByRole('navigation', { name: 'Quick Links' }).getByRole('listitem');

async function open(page: Page, path: string) {
  await page.goto(path);
  await expectLive(page);
}

test('other paths list the home sections, Blog, Pilot FAQ and KSA', async ({ page }) => {
  await open(page, '/contact');
  await expect(quickLinks(page)).toHaveText(['Solutions', 'How it works', 'What makes it different', 'Tiers', 'Use cases', 'About', 'Blog', 'Pilot FAQ', 'KSA']);
  await expect(footer(page).getByRole('link', { name: 'Solutions' })).toHaveAttribute('href', '/#solutions');
  await footer(page).getByRole('link', { name: 'Pilot FAQ' }).click();
  await expect(page).toHaveURL(/\/pilotfaq$/);
});

test('/KSA lists its sections, Blog, Pilot FAQ and Home, with the PDPL tagline and the local entity', async ({ page }) => {
  await open(page, '/KSA');
  await expect(quickLinks(page)).toHaveText(['PDPL Key Facts', 'Compliance', 'PDPL Compliance Index', 'Self Assessment', 'Benefits', 'Blog', 'Pilot FAQ', 'Home']);
  await expect(page.getByTestId('footer-tagline')).toHaveText('Expert-Trained AI for PDPL Compliance in Saudi Arabia');
  await expect(page.getByTestId('footer-entity')).toHaveText('Mizan Privacy Arabia LLC, Commercial Registration No. 1010891234');
  await footer(page).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('footer-tagline')).toHaveText('Expert-Trained AI for Data Privacy Compliance');
  await expect(page.getByTestId('footer-entity')).toHaveCount(0);
});

test('/januarypilot lists Application and FAQs', async ({ page }) => {
  await open(page, '/januarypilot');
  await expect(quickLinks(page)).toHaveText(['Application', 'FAQs']);
  await footer(page).getByRole('link', { name: 'Application' }).click();
  await expect(page).toHaveURL(/\/pilotapplication$/);
});

test('every page has the legal links, the tagline and the copyright', async ({ page }) => {
  for (const path of ['/', '/januarypilot', '/PDPLComplianceIndex']) {
    await open(page, path);
    const legal = footer(page).getByRole('navigation', { name: 'Legal & Support' });
    await expect(legal.getByRole('listitem')).toHaveText(['Contact', 'Privacy Policy', 'Terms of Service']);
    await expect(legal.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
    await expect(page.getByTestId('footer-tagline')).toHaveText('Expert-Trained AI for Data Privacy Compliance');
    await expect(footer(page)).toContainText('© 2025 Mizan Privacy, Inc., a Delaware corporation.');
  }
});
