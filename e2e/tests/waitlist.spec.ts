import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { queryRows } from '../support/db';
import { chooseOption } from '../support/listbox';

const MESSAGES = [
  'Name must be at least 2 characters',
  'Please enter a valid email address',
  'Please select your position',
  'Please select your location',
  'Please select your newsletter preference',
  'You must consent to receive communications from the provider',
];

test.describe('waiting list (marketing slice)', () => {
  test('home links to the waiting list, which shows every validation message on an empty submit', async ({ page }) => {
    await page.goto('/');
    await page.locator('#hero').getByRole('link', { name: 'Join Waiting List' }).click();
    await expect(page).toHaveURL(/\/waitinglist$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Join Waiting List' })).toBeVisible();
    await page.getByRole('button', { name: 'Join Waiting List' }).click();
    for (const message of MESSAGES) await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a complete submission lands in waitlist_submissions and the form resets', async ({ page }) => {
    const email = `dpo.${Date.now()}@example.sa`;
    await page.goto('/waitinglist');
    await page.getByLabel('Full name').fill('Reem Al-Otaibi');
    await page.getByLabel('Work email').fill(`  ${email.toUpperCase()} `);
    await chooseOption(page, 'Position', 'Data Protection Officer');
    await page.getByLabel('Company (optional)').fill('Najd Horizon Bank');
    await chooseOption(page, 'Company size (optional)', '501-1000');
    await chooseOption(page, 'Location', 'Saudi Arabia');
    await chooseOption(page, 'Solution tier of interest (optional)', 'PRO');
    await page.getByText('Yes', { exact: true }).click();
    // By keyboard, as a keyboard user would: focus the box, press Space.
    await page.getByRole('checkbox', { name: /I consent to receive communications/ }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: /I consent to receive communications/ })).toBeChecked();
    await page.getByRole('button', { name: 'Join Waiting List' }).click();

    await expect(page.getByText('Thank you for joining our waitlist!')).toBeVisible();
    await expect(page.getByText("We'll be in touch soon with updates about the Pilot.")).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('');

    const rows = await queryRows('select * from waitlist_submissions where email = $1', [email]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Reem Al-Otaibi',
      position: 'Data Protection Officer',
      company: 'Najd Horizon Bank',
      company_size: '501-1000',
      location: 'Saudi Arabia',
      solution_type: 'PRO',
      newsletter_consent: true,
      privacy_consent: true,
    });
  });

  test('a failed submission keeps the form and says so', async ({ page }) => {
    await page.route('**/api/leads/waitlist', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"INTERNAL","message":"x"}}' }),
    );
    await page.goto('/waitinglist');
    await page.getByLabel('Full name').fill('Fahad Al-Qahtani');
    await page.getByLabel('Work email').fill('fahad@example.sa');
    await chooseOption(page, 'Position', 'IT Leader');
    await chooseOption(page, 'Location', 'Ivory Coast');
    await page.getByText('No', { exact: true }).click();
    // By keyboard, as a keyboard user would: focus the box, press Space.
    await page.getByRole('checkbox', { name: /I consent to receive communications/ }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: /I consent to receive communications/ })).toBeChecked();
    await page.getByRole('button', { name: 'Join Waiting List' }).click();

    await expect(page.getByText('There was an error submitting your request. Please try again.')).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('Fahad Al-Qahtani');
    await expect(page.getByRole('combobox', { name: 'Location', exact: true })).toHaveText(/Ivory Coast/);
    await expect(page.getByRole('button', { name: 'Join Waiting List' })).toBeEnabled();
  });

  test('the privacy-policy link opens in a new tab', async ({ page }) => {
    await page.goto('/waitinglist');
    const link = page.getByRole('main').getByRole('link', { name: /Privacy Policy/ });
    await expect(link).toHaveAttribute('href', '/privacy-policy');
    await expect(link).toHaveAttribute('target', '_blank');
  });

  test('selects work by keyboard, scroll at 200 px, and offer Ivory Coast', async ({ page }) => {
    await page.goto('/waitinglist');
    const location = page.getByRole('combobox', { name: 'Location', exact: true });
    await location.focus();
    await page.keyboard.press('ArrowDown');
    const list = page.getByRole('listbox', { name: 'Location', exact: true });
    await expect(list).toBeVisible();
    await expect(list).toHaveCSS('max-height', '200px');
    await expect(list).toHaveCSS('overflow-y', 'auto');
    expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await expect(list.getByRole('option', { name: 'Ivory Coast', exact: true })).toHaveCount(1);
    // Type-ahead, then arrow and Enter to choose.
    await page.keyboard.type('Saudi');
    await expect(location).toHaveAttribute('aria-activedescendant', /option/);
    await page.keyboard.press('Enter');
    await expect(location).toHaveText(/Saudi Arabia/);
    await expect(list).toBeHidden();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(location).toHaveText(/Senegal/);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(location).toHaveText(/Senegal/);
  });

  test('has a back link to the home page', async ({ page }) => {
    await page.goto('/waitinglist');
    await page.getByRole('main').getByRole('link', { name: '← Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
