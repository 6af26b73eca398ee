/**
 * The API reference as an integrator opens it: /api/docs in a browser shows the operations of the
 * generated document in the viewer, under the site's CSP, with nothing fetched from elsewhere.
 */
import { API_PATHS } from '@pdpl/contracts';
import { expect, test } from '@playwright/test';

test('/api/docs shows the reference: its title and an operation, with its request body', async ({ page, baseURL }) => {
  const errors: string[] = [];
  const elsewhere: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('response', (res) => res.status() >= 400 && errors.push(`${res.status()} ${res.url()}`));
  page.on('request', (req) => new URL(req.url()).origin !== new URL(baseURL!).origin && elsewhere.push(req.url()));

  await page.goto(API_PATHS.docs);
  await expect(page).toHaveTitle('Mizan PDPL site API');
  await expect(page.getByRole('heading', { name: /Mizan PDPL site API/ })).toBeVisible();
  const waitlist = page.locator('.opblock-post').filter({ hasText: API_PATHS.waitlist }).first();
  await expect(waitlist).toBeVisible();
  await waitlist.locator('.opblock-summary').click();
  // The body's fields come from the same schema the form and the API validate with.
  await expect(waitlist.getByText('privacyConsent').first()).toBeVisible();
  expect(errors).toEqual([]);
  expect(elsewhere).toEqual([]);
});

test('machines asking for JSON at the same URL get the document', async ({ request }) => {
  const res = await request.get(API_PATHS.docs, { headers: { accept: 'application/json' } });
  expect(res.headers()['content-type']).toMatch(/application\/json/);
  expect((await res.json()).paths[API_PATHS.waitlist].post.summary).toEqual(expect.any(String));
});
