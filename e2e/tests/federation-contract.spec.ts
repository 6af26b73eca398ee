/**
 * The contract between the shell and a remote, proven with builds of mfe-index made the way its
 * team would ship them alone: a page it declares is routed by the unchanged shell, and a build
 * against an incompatible major of a shared library fails alone, inside the layout.
 */
import { expect, test } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSite } from '../../scripts/lib/site-server.mjs';
import { E2E_ADMIN, signIn } from '../support/admin';
import { buildIndexVariant, RELEASE_NOTES_PAGE, serveFolder, UNGUARDED_ADMIN_PAGE } from '../support/remote-variant';
import { hashTree } from '../support/hash-tree';
import { clientNavigate } from '../support/shell';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The design system's version the shell provides, and a major it does not. */
const UI_VERSION: string = JSON.parse(readFileSync(join(ROOT, 'libs/ui/package.json'), 'utf8')).version;
const NEXT_UI_MAJOR = `${Number(UI_VERSION.split('.')[0]) + 1}.0.0`;

test.describe.configure({ mode: 'serial' });

let work: string;
let served: string;
let remote: Awaited<ReturnType<typeof serveFolder>>;
let site: Awaited<ReturnType<typeof startSite>>;
let shellBefore: string;

test.beforeAll(async () => {
  // Three builds of the index remote, then a site of its own, waited for until its queue has rendered every index page.
  test.setTimeout(480_000);
  shellBefore = hashTree(join(ROOT, 'shell/dist'));
  work = mkdtempSync(join(tmpdir(), 'mfe-index-variants-'));
  await buildIndexVariant(join(work, 'with-page'), { extraPages: [RELEASE_NOTES_PAGE, UNGUARDED_ADMIN_PAGE], buildId: 'with-release-notes' });
  await buildIndexVariant(join(work, 'next-ui-major'), { extraPages: [RELEASE_NOTES_PAGE], libraryVersions: { '@pdpl/ui': NEXT_UI_MAJOR }, buildId: 'built-against-next-ui-major' });
  await buildIndexVariant(join(work, 'redeployed'), { extraPages: [RELEASE_NOTES_PAGE], buildId: 'redeployed-alone' });
  served = join(work, 'with-page');
  remote = await serveFolder(() => served);
  site = await startSite({
    root: ROOT,
    env: {
      REMOTE_INDEX_URL: `${remote.url}/remoteEntry.js`,
      CORS_ORIGINS: remote.url,
      MANIFEST_REFRESH_SECONDS: '1',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
  });
});

test.afterAll(async () => {
  await site?.stop();
  await remote?.close();
  rmSync(work, { recursive: true, force: true });
});

test('a page declared by a remote deployed alone is served by the unchanged shell under its own title', async ({ page }) => {
  served = join(work, 'with-page');
  const config = await (await fetch(`${site.url}/config.json`)).json();
  expect(config.pages).toContainEqual(expect.objectContaining({ path: RELEASE_NOTES_PAGE.path, remote: 'mfe_index', module: './ReleaseNotesPage' }));

  await page.goto(`${site.url}${RELEASE_NOTES_PAGE.path}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Index release notes' })).toBeVisible();
  await expect(page).toHaveTitle(RELEASE_NOTES_PAGE.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', RELEASE_NOTES_PAGE.description);
  // The page's own code has no root: the shell gives it its remote's, with the build its code says.
  await expect(page.locator('[data-remote="mfe_index"]')).toHaveAttribute('data-build', 'with-release-notes');

  // The remote's existing pages come from the same new build, and the other remotes are untouched.
  await clientNavigate(page, '/PDPLComplianceIndex');
  await expect(page.locator('[data-remote="mfe_index"]')).toHaveAttribute('data-build', 'with-release-notes');
  await expect(page.getByTestId('company-row').first()).toBeVisible();
  await clientNavigate(page, '/KSA');
  await expect(page.getByText("Built for Saudi Arabia's Personal Data Protection Law")).toBeVisible();
  expect(hashTree(join(ROOT, 'shell/dist'))).toBe(shellBefore);
});

test('a page declared for admins is the shell\'s to guard: without a guard of its own, a visitor never sees it, an admin does', async ({ page }) => {
  served = join(work, 'with-page');
  const fetchedPages: string[] = [];
  page.on('request', (req) => req.url().includes('ReleaseNotesPage') && fetchedPages.push(req.url()));

  await page.goto(`${site.url}${UNGUARDED_ADMIN_PAGE.path}`);
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Index release notes' })).toHaveCount(0);
  // Not even its code is fetched for a visitor.
  expect(fetchedPages).toEqual([]);

  await signIn(page, E2E_ADMIN);
  await expect(page).toHaveURL(new RegExp(`${UNGUARDED_ADMIN_PAGE.path}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Index release notes' })).toBeVisible();
  await expect(page.locator('[data-remote="mfe_index"]')).toHaveAttribute('data-build', 'with-release-notes');
});

test('a remote deployed alone gets its pages rendered ahead again, by its new build, with no shell rebuild', async () => {
  served = join(work, 'with-page');
  const html = async () => (await fetch(`${site.url}/PDPLComplianceIndex`, { headers: { accept: 'text/html' } })).text();
  await expect.poll(html, { timeout: 30_000 }).toContain('data-build="with-release-notes"');
  expect(await html()).toContain('data-prerendered');

  served = join(work, 'redeployed');
  await expect.poll(html, { timeout: 30_000 }).toContain('data-build="redeployed-alone"');
  expect(await html()).not.toContain('with-release-notes');
  expect(hashTree(join(ROOT, 'shell/dist'))).toBe(shellBefore);
});

test('a remote built against an incompatible library major shows its own error while the rest of the site works', async ({ page }) => {
  served = join(work, 'next-ui-major');
  const errors: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  await page.goto(`${site.url}/PDPLComplianceIndex`);
  await expect(page.getByRole('alert')).toContainText('This section is temporarily unavailable');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Expert-Trained AI for Data Privacy Compliance');
  await expect(page.getByTestId('company-row')).toHaveCount(0);

  await page.getByRole('banner').getByRole('link', { name: 'KSA', exact: true }).click();
  await expect(page.getByText("Built for Saudi Arabia's Personal Data Protection Law")).toBeVisible();
  expect(errors).toEqual([]);
  // The refused remote's copy of the library is withdrawn: the next remote gets the shell's.
  expect(consoleErrors.join('\n')).not.toContain('does not satisfy');

  expect(consoleErrors.join('\n')).toContain(`mfe_index was built against @pdpl/ui ^${NEXT_UI_MAJOR}; the shell provides ${UI_VERSION}`);

  // Once a compatible build is deployed at the same URL, the next visit loads it.
  served = join(work, 'with-page');
  await page.goto(`${site.url}/PDPLComplianceIndex`);
  await expect(page.getByTestId('company-row').first()).toBeVisible();
});
