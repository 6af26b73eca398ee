import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { tick } from '../support/checkbox';
import { queryRows } from '../support/db';

test.describe('newsletter page', () => {
  test('checks email, then its format, then consent, in that order', async ({ page }) => {
    await page.goto('/newsletter');
    await expect(page.getByRole('heading', { level: 1, name: 'Subscribe to PDPL Insights' })).toBeVisible();
    const subscribe = page.getByRole('button', { name: 'Subscribe' });
    await subscribe.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter your email address to subscribe.' })).toBeVisible();
    await page.getByLabel('Email address').fill('dpo@example');
    await subscribe.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid email address.' })).toBeVisible();
    await page.getByLabel('Email address').fill('dpo@example.sa');
    await subscribe.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please agree to receive communications from the provider.' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('main').getByRole('link', { name: '← Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('a subscription lands in newsletter_subscriptions and shows the success view with its links', async ({ page }) => {
    const email = `reader.${Date.now()}@example.sa`;
    await page.goto('/newsletter');
    await page.getByLabel('Email address').fill(`  ${email.toUpperCase()} `);
    await tick(page.getByRole('checkbox', { name: /I agree to receive/ }));
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Successfully subscribed!')).toBeVisible();
    await expect(page.getByText("You'll receive our latest PDPL insights and updates.")).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: "You're subscribed" })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Read the Blog' })).toHaveAttribute('href', '/blog');
    await expect(page.getByRole('main').getByRole('link', { name: 'Explore PDPL in KSA' })).toHaveAttribute('href', '/KSA');
    await expectNoAxeViolations(page);

    const rows = await queryRows('select email, source from newsletter_subscriptions where email = $1', [email]);
    expect(rows).toEqual([{ email, source: 'newsletter_page' }]);
  });

  test('an address already subscribed is told so and treated as subscribed', async ({ page }) => {
    const email = `twice.${Date.now()}@example.sa`;
    for (const attempt of [1, 2]) {
      await page.goto('/newsletter');
      await page.getByLabel('Email address').fill(email);
      await tick(page.getByRole('checkbox', { name: /I agree to receive/ }));
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByRole('heading', { level: 1, name: "You're subscribed" })).toBeVisible();
      if (attempt === 2) {
        await expect(page.getByText('Already subscribed!')).toBeVisible();
        await expect(page.getByText('This email address is already subscribed to our newsletter.')).toBeVisible();
      }
    }
    expect(await queryRows('select 1 from newsletter_subscriptions where email = $1', [email])).toHaveLength(1);
  });

  test('a failure says so and keeps the form', async ({ page }) => {
    await page.route('**/api/leads/newsletter', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"INTERNAL","message":"x"}}' }),
    );
    await page.goto('/newsletter');
    await page.getByLabel('Email address').fill('fail@example.sa');
    await tick(page.getByRole('checkbox', { name: /I agree to receive/ }));
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Subscription failed')).toBeVisible();
    await expect(page.getByText('Please try again later or contact support.')).toBeVisible();
    await expect(page.getByLabel('Email address')).toHaveValue('fail@example.sa');
    await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });
});
