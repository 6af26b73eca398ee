import { expect, test, type Page } from '@playwright/test';
import { PILOT_COMPANY_LOCATIONS, PILOT_EXPERIENCE, PILOT_POSITIONS } from '@pdpl/contracts';
import { expectNoAxeViolations } from '../support/axe';
import { queryRows } from '../support/db';
import { tick } from '../support/checkbox';
import { holdNextPost, openPage, toast } from '../support/ksa';
import { chooseOption } from '../support/listbox';

const TERMS = /I accept the Terms & Conditions/;
const MESSAGES = /I consent to receiving messages/;
const WHATSAPP = /contact me on WhatsApp/;
const CERTIFICATE = /certificate of participation/;

/** A form field by the start of its label (labels end with the required marker). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
const submit = (page: Page) => page.getByRole('button', { name: 'Submit Application' }).click();
/** The company location: the listbox select whose open list scrolls at 200 px. */
const location = (page: Page) => page.getByRole('combobox', { name: 'Company Location', exact: true });

async function fillRequired(page: Page, email: string) {
  await field(page, 'Full Name').fill('Noura Al-Qahtani');
  await field(page, 'Email').fill(email);
  await field(page, 'Company Name').fill('Riyadh Health Cluster');
  await chooseOption(page, 'Company Location', 'Saudi Arabia');
  await field(page, 'Mobile Phone').fill('+966 50 123 4567');
  await field(page, 'Position').selectOption('DPO');
  await field(page, 'Data Privacy Experience').selectOption('Between 3 - 5 years');
}

test.describe('/januarypilot', () => {
  test('shows the stats, six benefits, who should apply and nine FAQs linking to the full FAQ', async ({ page }) => {
    await openPage(page, '/januarypilot');
    for (const stat of ['11 of 50', 'spots remaining', '4 months', '$0']) await expect(page.getByText(stat, { exact: true })).toBeVisible();
    await expect(page.locator('#why-join').getByRole('heading', { level: 3 })).toHaveCount(6);
    await expect(page.locator('#who-should-apply').getByRole('listitem')).toHaveCount(6);
    const faqs = page.locator('#faqs');
    await expect(faqs.getByRole('heading', { level: 3 })).toHaveCount(9);
    await faqs.getByRole('button', { name: 'Can colleagues join me?' }).click();
    await expect(faqs.getByText(/up to 3 log-ins/)).toBeVisible();
    await expectNoAxeViolations(page);

    await openPage(page, '/januarypilot#who-should-apply');
    await expect(page.locator('#who-should-apply')).toBeInViewport();
    await openPage(page, '/januarypilot#faqs');
    await page.locator('#faqs').getByRole('link', { name: 'View All FAQs' }).click();
    await expect(page).toHaveURL(/\/pilotfaq$/);
    await openPage(page, '/januarypilot#why-join');
    await page.getByRole('link', { name: 'Apply Now' }).first().click();
    await expect(page).toHaveURL(/\/pilotapplication$/);
  });
});

test('/pilotfaq has four groups of real answers and an apply button', async ({ page }) => {
  await openPage(page, '/pilotfaq');
  const groups = page.locator('[data-remote]').getByRole('heading', { level: 2 });
  await expect(groups).toHaveText(['Program Overview', 'How It Works', 'Technical / Integration', 'General']);
  await page.getByRole('button', { name: 'How much time does it take?' }).click();
  await expect(page.getByText(/One 30-minute onboarding session at the start, then a 20-minute feedback session every two weeks/)).toBeVisible();
  await page.getByRole('button', { name: 'Is the pilot confidential?' }).click();
  await expect(page.getByText(/for 1 year after it ends/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Apply for the Free Pilot' }).click();
  await expect(page).toHaveURL(/\/pilotapplication$/);
});

test.describe('/pilotapplication', () => {
  test('offers the spec’s choices, GCC states first, and the agreement terms', async ({ page }) => {
    await openPage(page, '/pilotapplication');
    const optionsOf = (label: string) => field(page, label).locator('option').allTextContents();
    expect(await optionsOf('Position')).toEqual(['Select your position', ...PILOT_POSITIONS]);
    expect(await optionsOf('Data Privacy Experience')).toEqual(['Select your experience', ...PILOT_EXPERIENCE]);
    await expect(location(page)).toHaveText(/Select company location/);
    await location(page).click();
    const locations = await page.getByRole('listbox', { name: 'Company Location', exact: true }).getByRole('option').allTextContents();
    expect(locations.slice(0, 6)).toEqual(['Saudi Arabia', 'United Arab Emirates', 'Kuwait', 'Qatar', 'Bahrain', 'Oman']);
    expect(locations).toEqual(PILOT_COMPANY_LOCATIONS);
    await page.keyboard.press('Escape');

    await expect(page.getByText(/limited to 50 participants/)).toBeHidden();
    await page.getByRole('button', { name: 'View Pilot Agreement Terms' }).click();
    for (const term of [
      /limited to 50 participants/,
      /from 1 January 2026 to 30 April 2026/,
      /up to 3 log-ins/,
      /one 30-minute onboarding session, then a 20-minute feedback session every two weeks/,
      /50% of public pricing for their first year/,
      /for 1 year after it ends/,
      /only once we approve it in writing by e-mail; we reply within 48 hours/,
    ]) {
      await expect(page.getByText(term)).toBeVisible();
    }
    await expect(page.getByRole('form', { name: 'Pilot application' }).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/KSA$/);
  });

  test('runs the five checks in order, then lands in pilot_applications; Submit Another Application resets every field', async ({ page }) => {
    const email = `pilot.${Date.now()}@example.sa`;
    await openPage(page, '/pilotapplication');

    await submit(page);
    await expect(toast(page, 'Required Fields Missing')).toContainText('Please fill in all required fields.');

    await fillRequired(page, 'noura at example.sa');
    await field(page, 'Position').selectOption('Other');
    await submit(page);
    await expect(toast(page, 'Position Required')).toContainText('Please specify your position.');
    await field(page, 'Please specify your position').fill('Chief Data Officer');

    await submit(page);
    await expect(toast(page, 'Invalid Email')).toContainText('Please enter a valid email address.');
    await field(page, 'Email').fill(email);

    await submit(page);
    await expect(toast(page, 'Terms & Conditions Required')).toContainText('Please accept the Terms & Conditions for the pilot program.');
    await tick(page.getByRole('checkbox', { name: TERMS }));

    await submit(page);
    await expect(toast(page, 'Consent Required')).toContainText('Please consent to receiving messages from the provider.');
    await tick(page.getByRole('checkbox', { name: MESSAGES }));
    await tick(page.getByRole('checkbox', { name: WHATSAPP }));
    await tick(page.getByRole('checkbox', { name: CERTIFICATE }));
    await field(page, 'LinkedIn Profile (optional)').fill('https://www.linkedin.com/in/noura');

    const release = await holdNextPost(page, '/api/leads/pilot-applications');
    await submit(page);
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();
    await expect(toast(page, 'Application Submitted!')).toContainText("Thank you for your interest. We'll be in touch soon.");
    await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
    await expect(page.locator('[data-remote]').getByRole('status')).toContainText('We review every application and will reply within 48 hours.');
    await expectNoAxeViolations(page);

    const rows = await queryRows('select name, company_name, company_location, mobile_phone, position, linkedin_profile, data_privacy_experience, consent_to_messages, whatsapp_contact_ok, accept_terms, receive_certificate from pilot_applications where email = $1', [email]);
    expect(rows).toEqual([
      {
        name: 'Noura Al-Qahtani',
        company_name: 'Riyadh Health Cluster',
        company_location: 'Saudi Arabia',
        mobile_phone: '+966 50 123 4567',
        position: 'Chief Data Officer',
        linkedin_profile: 'https://www.linkedin.com/in/noura',
        data_privacy_experience: 'Between 3 - 5 years',
        consent_to_messages: true,
        whatsapp_contact_ok: true,
        accept_terms: true,
        receive_certificate: true,
      },
    ]);

    await page.getByRole('button', { name: 'Submit Another Application' }).click();
    for (const label of ['Full Name', 'Email', 'Company Name', 'Mobile Phone', 'LinkedIn Profile (optional)']) await expect(field(page, label)).toHaveValue('');
    for (const label of ['Position', 'Data Privacy Experience']) await expect(field(page, label)).toHaveValue('');
    await expect(location(page)).toHaveText(/Select company location/);
    await expect(field(page, 'Please specify your position')).toHaveCount(0);
    for (const label of [TERMS, MESSAGES, WHATSAPP, CERTIFICATE]) await expect(page.getByRole('checkbox', { name: label })).not.toBeChecked();
  });

  test('a failure keeps the form as filled', async ({ page }) => {
    await page.route('**/api/leads/pilot-applications', (route) => route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Down' } } }));
    await openPage(page, '/pilotapplication');
    await fillRequired(page, 'keep.me@example.sa');
    await tick(page.getByRole('checkbox', { name: TERMS }));
    await tick(page.getByRole('checkbox', { name: MESSAGES }));
    await submit(page);
    await expect(toast(page, 'Submission Failed')).toContainText('Please try again later.');
    await expect(field(page, 'Email')).toHaveValue('keep.me@example.sa');
    await expect(field(page, 'Position')).toHaveValue('DPO');
    await expect(page.getByRole('checkbox', { name: TERMS })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  });

  test('the company location is chosen by keyboard from a list that scrolls at 200 px', async ({ page }) => {
    await openPage(page, '/pilotapplication');
    await field(page, 'Company Name').focus();
    await page.keyboard.press('Tab');
    await expect(location(page)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const list = page.getByRole('listbox', { name: 'Company Location', exact: true });
    await expect(list).toBeVisible();
    await expect(list).toHaveCSS('max-height', '200px');
    expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await expectNoAxeViolations(page);

    // End reaches the last country, scrolled into view; type-ahead finds another; Enter chooses it.
    await page.keyboard.press('End');
    await expect(list.getByRole('option', { name: PILOT_COMPANY_LOCATIONS[PILOT_COMPANY_LOCATIONS.length - 1], exact: true })).toBeInViewport();
    await page.keyboard.type('Jord');
    await page.keyboard.press('Enter');
    await expect(list).toBeHidden();
    await expect(location(page)).toHaveText(/Jordan/);
    await expect(location(page)).toBeFocused();

    // Escape closes without changing the choice, and Tab moves on to the next field.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(location(page)).toHaveText(/Jordan/);
    await page.keyboard.press('Tab');
    await expect(field(page, 'Mobile Phone')).toBeFocused();
  });

  test('the server’s reasons show on the fields they name, not as a toast', async ({ page }) => {
    await page.route('**/api/leads/pilot-applications', (route) =>
      route.fulfill({
        status: 422,
        json: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'This address cannot receive mail',
            fields: { email: 'This address cannot receive mail', companyLocation: 'We cannot run the pilot there yet' },
          },
        },
      }),
    );
    await openPage(page, '/pilotapplication');
    await fillRequired(page, 'bounce@example.sa');
    await tick(page.getByRole('checkbox', { name: TERMS }));
    await tick(page.getByRole('checkbox', { name: MESSAGES }));
    await submit(page);

    await expect(page.getByText('This address cannot receive mail', { exact: true })).toBeVisible();
    await expect(field(page, 'Email')).toHaveAccessibleErrorMessage('This address cannot receive mail');
    await expect(location(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(location(page)).toHaveAccessibleDescription('We cannot run the pilot there yet');
    await expect(toast(page, 'Submission Failed')).toHaveCount(0);
    await expect(field(page, 'Email')).toHaveValue('bounce@example.sa');
    await expectNoAxeViolations(page);
  });

  test('Return to KSA Page leaves the success view for /KSA', async ({ page }) => {
    await openPage(page, '/pilotapplication');
    await fillRequired(page, `return.${Date.now()}@example.sa`);
    await tick(page.getByRole('checkbox', { name: TERMS }));
    await tick(page.getByRole('checkbox', { name: MESSAGES }));
    await submit(page);
    await page.getByRole('link', { name: 'Return to KSA Page' }).click();
    await expect(page).toHaveURL(/\/KSA$/);
  });
});
