import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { tick } from '../support/checkbox';
import { queryRows } from '../support/db';
import { chooseOption } from '../support/listbox';

const MESSAGES = [
  'Name must be at least 2 characters',
  'Company must be at least 2 characters',
  'Please select your country',
  'Please enter a valid email address',
  'Please select a reason for contacting',
  'You must consent to receive communications from the provider',
];

async function fillContact(page: Page, email: string) {
  await page.getByLabel('Full name').fill('Noura Al-Harbi');
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Tihama Logistics');
  await chooseOption(page, 'Country', 'Saudi Arabia');
  await page.getByLabel('Work email').fill(email);
  await chooseOption(page, 'Reason for contacting', 'BOT- Implementation Services');
  await tick(page.getByRole('checkbox', { name: /I consent to receive communications/ }));
}

test.describe('contact page', () => {
  test('shows every validation message on an empty submit, and passes axe', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const message of MESSAGES) await expect(page.getByText(message, { exact: true })).toBeVisible();
    await page.getByLabel('Full name').fill('A');
    await page.getByRole('textbox', { name: 'Company', exact: true }).fill('B');
    await page.getByLabel('Work email').fill('not-an-email');
    await page.getByLabel('Work email').blur();
    await expect(page.getByText('Name must be at least 2 characters', { exact: true })).toBeVisible();
    await expect(page.getByText('Company must be at least 2 characters', { exact: true })).toBeVisible();
    await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the country list has no Ivory Coast, and the page links back home and to the privacy policy', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('combobox', { name: 'Country', exact: true }).click();
    const list = page.getByRole('listbox', { name: 'Country', exact: true });
    await expect(list.getByRole('option', { name: 'Saudi Arabia', exact: true })).toHaveCount(1);
    await expect(list.getByRole('option', { name: 'Ivory Coast', exact: true })).toHaveCount(0);
    await expect(list).toHaveCSS('max-height', '200px');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('main').getByRole('link', { name: 'Privacy Policy', exact: true })).toHaveAttribute('href', '/privacy-policy');
    await page.getByRole('main').getByRole('link', { name: '← Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a complete submission lands in contact_submissions, toasts success and resets', async ({ page }) => {
    const email = `noura.${Date.now()}@example.sa`;
    await page.goto('/contact');
    await fillContact(page, email);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText("Your contact form has been submitted successfully! We'll get back to you soon.")).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Country', exact: true })).toHaveText(/Select your country/);

    const rows = await queryRows('select * from contact_submissions where email = $1', [email]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Noura Al-Harbi',
      company: 'Tihama Logistics',
      country: 'Saudi Arabia',
      mobile_phone: '',
      reason_for_contacting: 'BOT- Implementation Services',
      communication_consent: true,
    });
  });

  test('while submitting the button says Submitting..., and a failure keeps the form', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/leads/contact', async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"INTERNAL","message":"x"}}' });
    });
    await page.goto('/contact');
    await fillContact(page, 'noura@example.sa');
    await page.getByLabel('Mobile phone (optional)').fill('+966 50 123 4567');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();
    await expect(page.getByText('There was an error submitting your contact form. Please try again.')).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('Noura Al-Harbi');
    await expect(page.getByLabel('Mobile phone (optional)')).toHaveValue('+966 50 123 4567');
    await expect(page.getByRole('combobox', { name: 'Reason for contacting', exact: true })).toHaveText(/BOT- Implementation Services/);
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('the server’s reasons show on the fields they name instead of the error toast', async ({ page }) => {
    await page.route('**/api/leads/contact', (route) =>
      route.fulfill({
        status: 422,
        json: { error: { code: 'VALIDATION_FAILED', message: 'Contains characters that are not allowed', fields: { company: 'Contains characters that are not allowed' } } },
      }),
    );
    await page.goto('/contact');
    await fillContact(page, 'noura@example.sa');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const company = page.getByRole('textbox', { name: 'Company', exact: true });
    await expect(company).toHaveAccessibleErrorMessage('Contains characters that are not allowed');
    await expect(page.getByText('There was an error submitting your contact form. Please try again.')).toHaveCount(0);
    await expect(page.getByLabel('Full name')).toHaveValue('Noura Al-Harbi');
    await expectNoAxeViolations(page);
  });
});
