import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { queryRows } from '../support/db';
import { tick } from '../support/checkbox';
import { holdNextPost, openPage, toast } from '../support/ksa';

test('the KSA hero shows its badge and leads to the January pilot', async ({ page }) => {
  await openPage(page, '/KSA');
  await expect(page.getByText("Built for Saudi Arabia's Personal Data Protection Law")).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('PDPL compliance');
  // The header's KSA button is not shown on /KSA itself.
  await expect(page.getByRole('banner').getByRole('link', { name: 'KSA', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Join the January 2026 Free Pilot' }).click();
  await expect(page).toHaveURL(/\/januarypilot$/);
  await expect(page.getByText('11 of 50')).toBeVisible();
  await expect(page.getByText('$0')).toBeVisible();
});

test('every /KSA anchor is a titled section, reachable by its hash', async ({ page }) => {
  const anchors = {
    'pdpl-facts': 'PDPL Key Facts',
    'pdpl-assessment': 'PDPL Self-Assessment',
    'ksa-compliance': 'Build, Operate, Transfer',
    'pdpl-compliance-index': 'PDPL Compliance Index',
    'ksa-benefits': 'Benefits for Saudi Organisations',
    'ksa-contact': 'Start Your PDPL Journey',
  };
  for (const [id, title] of Object.entries(anchors)) {
    await openPage(page, `/KSA#${id}`);
    const section = page.locator(`section#${id}`);
    await expect(section.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(section).toBeInViewport();
  }
});

test('the PDPL key facts open one by one with the law’s figures', async ({ page }) => {
  await openPage(page, '/KSA');
  const facts = page.locator('#pdpl-facts');
  const triggers = ['Legal Foundation', 'Program Requirements', 'Individual Rights', 'Enforcement'];
  for (const name of triggers) await expect(facts.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');

  await facts.getByRole('button', { name: 'Program Requirements' }).click();
  await expect(facts.getByText(/within 72 hours of becoming aware of a personal data breach/)).toBeVisible();
  await facts.getByRole('button', { name: 'Individual Rights' }).press('Enter');
  await expect(facts.getByText(/within 30 days, extendable once by a further 30 days/)).toBeVisible();
  await facts.getByRole('button', { name: 'Enforcement' }).click();
  await expect(facts.getByText(/SAR 5 million per violation, and can be doubled for repeat violations/)).toBeVisible();
  await expect(facts.getByText(/up to 2 years in prison and a fine of up to SAR 3 million/)).toBeVisible();
  await expect(facts.getByText(/up to 1 year in prison and a fine of up to SAR 1 million/)).toBeVisible();
  await expectNoAxeViolations(page);

  await facts.getByRole('button', { name: 'Enforcement' }).click();
  await expect(facts.getByText(/SAR 5 million per violation/)).toBeHidden();
  await expect(facts.getByRole('button', { name: 'Legal Foundation' })).toHaveAttribute('aria-expanded', 'false');
});

test('each Build / Operate / Transfer card flips on its own and the offer links to contact', async ({ page }) => {
  await openPage(page, '/KSA#ksa-compliance');
  const bot = page.locator('#ksa-compliance');
  const card = (name: string) => bot.getByRole('button', { name: new RegExp(`^${name}`) });
  await expect(card('Build')).toContainText('1-2 months');
  await expect(card('Operate')).toContainText('2-4 months');
  await expect(card('Transfer')).toContainText('1-2 months');
  await expect(bot.getByText(/about 4-8 months in total, with foundational compliance in as little as 4 months/)).toBeVisible();

  await card('Operate').click();
  await expect(card('Operate')).toHaveAttribute('aria-pressed', 'true');
  await expect(bot.getByText('Data-subject requests answered within 30 days')).toBeVisible();
  await expect(card('Build')).toHaveAttribute('aria-pressed', 'false');
  await expect(card('Transfer')).toHaveAttribute('aria-pressed', 'false');
  await expect(bot.getByText('Gap assessment against the PDPL and its Implementing Regulations')).toBeHidden();

  // By keyboard: the cards are buttons.
  await card('Build').focus();
  await page.keyboard.press('Enter');
  await expect(card('Build')).toHaveAttribute('aria-pressed', 'true');
  await expect(bot.getByText('Gap assessment against the PDPL and its Implementing Regulations')).toBeVisible();
  await expect(card('Operate')).toHaveAttribute('aria-pressed', 'true');
  await expect(card('Transfer')).toHaveAttribute('aria-pressed', 'false');

  await card('Operate').click();
  await expect(card('Operate')).toHaveAttribute('aria-pressed', 'false');
  await expect(bot.getByText('Data-subject requests answered within 30 days')).toBeHidden();
  await expect(card('Build')).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page);

  await bot.getByRole('link', { name: 'Talk to Us About BOT' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('the contact block leads to the pilot application and the pilot FAQ', async ({ page }) => {
  await openPage(page, '/KSA#ksa-contact');
  const contact = page.locator('#ksa-contact');
  await contact.getByRole('link', { name: 'Apply for Free Pilot' }).click();
  await expect(page).toHaveURL(/\/pilotapplication$/);
  await openPage(page, '/KSA#ksa-contact');
  await page.locator('#ksa-contact').getByRole('link', { name: 'Pilot FAQ' }).click();
  await expect(page).toHaveURL(/\/pilotfaq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pilot FAQ' })).toBeVisible();
});

test.describe('Get Notified at Launch', () => {
  const openDialog = async (page: Page) => {
    await page.locator('#pdpl-compliance-index').getByRole('button', { name: 'Get Notified at Launch' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get Notified at Launch' });
    await expect(dialog).toBeVisible();
    return dialog;
  };
  const consentLabel = /I agree to receive the launch notification/;

  test('checks e-mail, consent, then the pattern; registers; a duplicate also reaches the success view', async ({ page }) => {
    const email = `launch.${Date.now()}@example.sa`;
    await openPage(page, '/KSA#pdpl-compliance-index');
    await expect(page.locator('#pdpl-compliance-index')).toContainText('November 2025');
    await expect(page.locator('#pdpl-compliance-index')).toContainText('Top 1,000');
    let dialog = await openDialog(page);
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Notify Me' }).click();
    await expect(toast(page, 'Email required')).toBeVisible();
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Notify Me' }).click();
    await expect(toast(page, 'Consent required')).toBeVisible();
    await tick(page.getByRole('checkbox', { name: consentLabel }));
    await dialog.getByRole('button', { name: 'Notify Me' }).click();
    await expect(toast(page, 'Invalid email')).toBeVisible();

    await dialog.getByLabel('Email').fill(`  ${email.toUpperCase()} `);
    const release = await holdNextPost(page, '/api/leads/newsletter');
    await dialog.getByRole('button', { name: 'Notify Me' }).click();
    await expect(dialog.getByRole('button', { name: 'Registering...' })).toBeDisabled();
    release();
    await expect(toast(page, 'Successfully registered!')).toContainText("You'll be notified when the PDPL Compliance Index launches.");
    const success = page.getByRole('dialog', { name: "You're All Set!" });
    await expect(success).toBeVisible();
    await expectNoAxeViolations(page);
    const rows = await queryRows<{ source: string }>('select source from newsletter_subscriptions where email = $1', [email]);
    expect(rows).toEqual([{ source: 'pdpl_launch_notification' }]);

    // Closing resets e-mail, consent and the success view.
    await success.getByRole('button', { name: 'Close' }).first().click();
    await expect(success).toBeHidden();
    dialog = await openDialog(page);
    await expect(dialog.getByLabel('Email')).toHaveValue('');
    await expect(dialog.getByRole('checkbox', { name: consentLabel })).not.toBeChecked();

    await dialog.getByLabel('Email').fill(email);
    await tick(page.getByRole('checkbox', { name: consentLabel }));
    await dialog.getByRole('button', { name: 'Notify Me' }).click();
    await expect(toast(page, 'Already registered!')).toContainText('This email is already registered for launch notifications.');
    await expect(page.getByRole('dialog', { name: "You're All Set!" })).toBeVisible();
    expect(await queryRows('select id from newsletter_subscriptions where email = $1', [email])).toHaveLength(1);
  });

  test('another failure keeps the form and says so', async ({ page }) => {
    await page.route('**/api/leads/newsletter', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Something went wrong' } } }),
    );
    await openPage(page, '/KSA#pdpl-compliance-index');
    const dialog = await openDialog(page);
    await dialog.getByLabel('Email').fill('someone@example.sa');
    await tick(page.getByRole('checkbox', { name: consentLabel }));
    await dialog.getByRole('button', { name: 'Notify Me' }).click();
    await expect(toast(page, 'Registration failed')).toContainText('Please try again later or contact support.');
    await expect(dialog.getByLabel('Email')).toHaveValue('someone@example.sa');
    await expect(dialog.getByRole('button', { name: 'Notify Me' })).toBeEnabled();
  });
});

test('the index teaser links to the live index once an edition is published', async ({ page }) => {
  await openPage(page, '/KSA#pdpl-compliance-index');
  const link = page.locator('#pdpl-compliance-index').getByRole('link', { name: 'View the Compliance Index' });
  await link.click();
  await expect(page).toHaveURL(/\/PDPLComplianceIndex$/);
  await expect(page.getByRole('heading', { level: 1, name: 'PDPL Compliance Index – Saudi Arabia' })).toBeVisible();
});

test('the KSA page never scrolls sideways on a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openPage(page, '/KSA');
  await expect(page.getByText("Built for Saudi Arabia's Personal Data Protection Law")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
