/**
 * The render queue of the index's pages as analysts follow it on the editions page ("Rendered
 * pages"): on the shared site, whose sample pages are rendered before the tests start, nothing
 * waits, the last pass has ended and what the panel shows is what the API answers. Reading the
 * queue is for analysts and admins only.
 */
import { expect, test, type Page } from '@playwright/test';
import { API_PATHS, INDEX_ROUTES, type RenderQueueStatus } from '@pdpl/contracts';
import { signIn } from '../support/admin';
import { expectNoAxeViolations } from '../support/axe';
import { createAnalyst } from '../support/editions-site';

let analyst: { email: string; password: string };

test.beforeAll(async () => {
  analyst = await createAnalyst(process.env.E2E_DATABASE_URL!);
});

const isQueueRead = (url: string) => new URL(url).pathname === API_PATHS.adminIndexRenders;

/** Signs in as the analyst from the editions page, and returns the panel with the queue's first reading. */
async function openPanel(page: Page): Promise<RenderQueueStatus> {
  await page.goto(INDEX_ROUTES.editions);
  await expect(page).toHaveURL(/\/auth$/);
  const reading = page.waitForResponse((res) => isQueueRead(res.url()) && res.request().method() === 'GET');
  await signIn(page, analyst);
  await expect(page).toHaveURL(/\/PDPLComplianceIndex\/editions$/);
  const answer = await reading;
  // The API side is changing: a missing endpoint shows here as such, not as a panel that never fills.
  expect(answer.status(), `GET ${API_PATHS.adminIndexRenders} answered ${answer.status()}`).toBe(200);
  return (await answer.json()) as RenderQueueStatus;
}

test('an analyst sees that no page is waiting to be rendered, with the last pass and the pages stored', async ({ page }) => {
  const status = await openPanel(page);
  const panel = page.getByRole('region', { name: 'Rendered pages' });
  await expect(panel.getByRole('heading', { level: 2, name: 'Rendered pages' })).toBeVisible();

  // The site under test is ready once its sample pages are rendered (scripts/lib/site-server.mjs).
  expect(status.pending).toBe(0);
  await expect(panel.getByRole('status')).toHaveText('No page is waiting to be rendered.');
  const pass = panel.getByTestId('render-queue-pass');
  expect(status.pass.startedAt).not.toBeNull();
  expect(status.pass.endedAt).not.toBeNull();
  await expect(pass.locator('[data-count="ended"] time')).toHaveAttribute('datetime', status.pass.endedAt!);
  await expect(pass.locator('[data-count="rendered"]')).toHaveText(status.pass.rendered.toLocaleString('en-US'));
  expect(status.stored.rendered).toBeGreaterThan(0);
  await expect(panel.getByTestId('render-queue-stored').locator('[data-count="rendered"]')).toHaveText(status.stored.rendered.toLocaleString('en-US'));

  if (status.failures.length === 0) {
    await expect(panel.getByText('No page failed to render.')).toBeVisible();
  } else {
    const table = panel.getByRole('table', { name: 'Pages that could not be rendered, newest first' });
    await expect(table.getByRole('columnheader')).toHaveText(['Page', 'Error', 'When']);
    await expect(table.getByTestId('render-failure')).toHaveCount(status.failures.length);
    await expect(table.getByRole('link').first()).toHaveAttribute('href', status.failures[0]!.path);
  }
  if (status.lastError) await expect(panel.getByTestId('render-queue-last-error')).toHaveText(status.lastError);
  else await expect(panel.getByTestId('render-queue-last-error')).toHaveCount(0);
  await expect(panel.getByTestId('render-queue-read-at')).toContainText('read again every 30 seconds');
  await expectNoAxeViolations(page);
});

test('Refresh reads the queue again at once, from the keyboard', async ({ page }) => {
  await openPanel(page);
  const refresh = page.getByRole('region', { name: 'Rendered pages' }).getByRole('button', { name: 'Refresh' });
  await refresh.focus();
  const again = page.waitForResponse((res) => isQueueRead(res.url()));
  await page.keyboard.press('Enter');
  expect((await again).status()).toBe(200);
  await expect(refresh).toBeFocused();
});

test('only analysts and admins may read the queue', async ({ playwright, baseURL }) => {
  const anonymous = await playwright.request.newContext({ baseURL });
  try {
    expect((await anonymous.get(API_PATHS.adminIndexRenders)).status()).toBe(401);
  } finally {
    await anonymous.dispose();
  }
});
