import { expect, test } from '@playwright/test';
import { PRERENDER } from '@pdpl/contracts';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashTree } from '../support/hash-tree';
import { clientNavigate } from '../support/shell';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.html': 'text/html' };

test('a remote that cannot load shows a retry inside the layout while the rest of the site works', async ({ page }) => {
  await page.route('**/remotes/mfe-index/**', (route) => route.abort('connectionrefused'));
  await page.goto('/PDPLComplianceIndex');
  await expect(page.getByRole('alert')).toContainText('This section is temporarily unavailable');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Expert-Trained AI for Data Privacy Compliance');

  // Other remotes keep working, through client-side navigation.
  await page.getByRole('banner').getByRole('link', { name: 'KSA', exact: true }).click();
  await expect(page.getByText("Built for Saudi Arabia's Personal Data Protection Law")).toBeVisible();

  // Once the remote is back, Try again loads it without a page reload.
  await page.unroute('**/remotes/mfe-index/**');
  await clientNavigate(page, '/PDPLComplianceIndex');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'PDPL Compliance Index – Saudi Arabia' })).toBeVisible();
  await expect(page.getByTestId('company-row').first()).toBeVisible();
});

test('a remote rebuilt and redeployed alone is picked up by the unchanged shell', async ({ page }) => {
  test.setTimeout(180_000);
  const shellBefore = hashTree(join(ROOT, 'shell/dist'));
  const outDir = mkdtempSync(join(tmpdir(), 'mfe-ksa-redeploy-'));
  const buildId = `redeploy-${Date.now()}`;
  try {
    execFileSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], {
      cwd: join(ROOT, 'mfe-ksa'),
      env: { ...process.env, BUILD_ID: buildId, REMOTE_OUT_DIR: outDir },
      stdio: 'inherit',
    });
    // "Deploy" the new build at the remote's public URL: requests there are answered from the new files.
    await page.route('**/remotes/mfe-ksa/**', (route) => {
      const file = join(outDir, new URL(route.request().url()).pathname.replace('/remotes/mfe-ksa/', ''));
      return route.fulfill({ status: 200, body: readFileSync(file), contentType: TYPES[extname(file)] ?? 'application/octet-stream' });
    });
    await page.goto('/KSA');
    await expect(page.locator('[data-remote="mfe_ksa"]')).toHaveAttribute('data-build', buildId);
    await expect(page.getByText("Built for Saudi Arabia's Personal Data Protection Law")).toBeVisible();
    // The other remotes are untouched and still load next to it.
    await clientNavigate(page, '/PDPLComplianceIndex');
    await expect(page.locator('[data-remote="mfe_index"]')).toHaveAttribute('data-build', /.+/);
    await expect(page.locator('[data-remote="mfe_index"]')).not.toHaveAttribute('data-build', buildId);
    expect(hashTree(join(ROOT, 'shell/dist'))).toBe(shellBefore);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
});

test('the shell reads remote URLs from the runtime config served beside it', async ({ request }) => {
  const res = await request.get('/config.json');
  expect(res.ok()).toBe(true);
  const config = await res.json();
  expect(config.remotes).toEqual({
    mfe_marketing: '/remotes/mfe-marketing/remoteEntry.js',
    mfe_ksa: '/remotes/mfe-ksa/remoteEntry.js',
    mfe_index: '/remotes/mfe-index/remoteEntry.js',
    mfe_admin: '/remotes/mfe-admin/remoteEntry.js',
  });
  const shellJs = readdirSync(join(ROOT, 'shell/dist/assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(ROOT, 'shell/dist/assets', f), 'utf8'));
  expect(shellJs.some((code) => code.includes('/remotes/mfe-ksa/remoteEntry.js'))).toBe(false);
});

test('the shell and the remotes send their scripts Brotli-compressed', async ({ page }) => {
  const scripts: import('@playwright/test').Response[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(res);
  });
  await page.goto('/');
  await expect(page.locator('#hero')).toBeVisible();
  // The hero is in the first HTML: wait for the app to have hydrated it (the remote's page live), then for its last scripts.
  await expect(page.locator(`html[${PRERENDER.hydratedAttribute}]`)).toBeAttached();
  await page.waitForLoadState('networkidle');
  const sent = await Promise.all(
    scripts.map(async (res) => ({ url: res.url(), bytes: (await res.body()).length, encoding: (await res.allHeaders())['content-encoding'] })),
  );
  // The build leaves files under 1 KB uncompressed: the saving would not pay for the header.
  const large = sent.filter((s) => s.bytes >= 1024);
  expect(large.some((s) => s.url.includes('/remotes/mfe-marketing/'))).toBe(true);
  expect(large.filter((s) => s.encoding !== 'br')).toEqual([]);
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
