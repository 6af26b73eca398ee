/**
 * The split layout of infra/compose.yaml without containers: the API alone (SERVE_WEB=false), and
 * the shell and each remote served by @pdpl/web's static server (what their images run), each
 * on its own origin, wired through the same variables as the images.
 */
import { expect, test, type Page } from '@playwright/test';
import { PRERENDER } from '@pdpl/contracts';
import { fileURLToPath } from 'node:url';
import { freePort, startSite } from '../../scripts/lib/site-server.mjs';
import { E2E_ADMIN, signIn } from '../support/admin';
import { tick } from '../support/checkbox';
import { queryRows } from '../support/db';
import { startStaticServer } from '../support/multi-origin';
import { readSitemap } from '../support/sitemap';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const REMOTES = { REMOTE_MARKETING_URL: 'mfe-marketing', REMOTE_KSA_URL: 'mfe-ksa', REMOTE_INDEX_URL: 'mfe-index', REMOTE_ADMIN_URL: 'mfe-admin' } as const;

test.describe.configure({ mode: 'serial' });

let api: Awaited<ReturnType<typeof startSite>>;
let shell: Awaited<ReturnType<typeof startStaticServer>>;
const remotes: Record<string, Awaited<ReturnType<typeof startStaticServer>>> = {};
/** Every Content-Security-Policy violation and page error, per test: the policy must allow the other origins. */
let problems: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(300_000);
  // The shell's origin must be known before the API and remotes start: they allow it by CORS.
  const shellPort = await freePort();
  const shellOrigin = `http://127.0.0.1:${shellPort}`;
  for (const dir of Object.values(REMOTES)) remotes[dir] = await startStaticServer(ROOT, { STATIC_ROOT: `${dir}/dist`, CORS_ORIGINS: shellOrigin });
  // As in the images: the API answers /api only, and its render queue renders the index's pages with the
  // index remote's render module into the database. The shell's server sends the pages the remotes' builds
  // rendered, fetched from their origins, and the index's pages as the API stored them.
  const apiPort = await freePort();
  api = await startSite({
    root: ROOT,
    port: apiPort,
    env: {
      SERVE_WEB: 'false',
      CORS_ORIGINS: shellOrigin,
      API_BASE_URL: `http://127.0.0.1:${apiPort}`,
      ...Object.fromEntries(Object.entries(REMOTES).map(([variable, dir]) => [variable, `${remotes[dir]!.url}/remoteEntry.js`])),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      RATE_LIMIT_PUBLIC_WRITES: '1000',
    },
  });
  shell = await startStaticServer(ROOT, {
    STATIC_ROOT: 'shell/dist',
    SHELL_MODE: 'true',
    PORT: String(shellPort),
    API_BASE_URL: api.url,
    ...Object.fromEntries(Object.entries(REMOTES).map(([variable, dir]) => [variable, `${remotes[dir]!.url}/remoteEntry.js`])),
  });
  expect(shell.url).toBe(shellOrigin);
});

test.afterAll(async () => {
  await shell?.stop();
  await api?.stop();
  for (const remote of Object.values(remotes)) await remote.stop();
});

test.beforeEach(({ page }) => {
  problems = [];
  page.on('pageerror', (err) => problems.push(err.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|CORS/.test(message.text())) problems.push(message.text());
  });
});

test.afterEach(() => {
  expect(problems).toEqual([]);
});

async function subscribe(page: Page, email: string) {
  await page.getByLabel('Email address').fill(email);
  await tick(page.getByRole('checkbox', { name: /I agree to receive/ }));
  await page.getByRole('button', { name: 'Subscribe' }).click();
}

test('the API serves only /api: pages come from the shell origin', async () => {
  const res = await fetch(`${api.url}/`, { headers: { accept: 'text/html' } });
  expect(res.status).toBe(404);
  const config = await (await fetch(`${shell.url}/config.json`)).json();
  expect(config).toMatchObject({ apiBaseUrl: api.url, remotes: { mfe_ksa: `${remotes['mfe-ksa']!.url}/remoteEntry.js` } });
  expect(config.pages.map((p: { path: string }) => p.path)).toEqual(expect.arrayContaining(['/', '/KSA', '/PDPLComplianceIndex', '/auth']));
});

test('each page path gets its own document: title, description and canonical URL; an unknown path is a 404', async () => {
  const { pages } = await (await fetch(`${shell.url}/config.json`)).json();
  const ksa = pages.find((p: { path: string }) => p.path === '/KSA');
  const res = await fetch(`${shell.url}/KSA`, { headers: { accept: 'text/html', 'accept-encoding': 'br' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-encoding')).toBe('br');
  const html = await res.text();
  expect(html).toContain(`<title>${ksa.title}</title>`);
  expect(html).toContain(`<meta name="description" content="${ksa.description}" />`);
  expect(html).toContain(`<link rel="canonical" href="${shell.url}/KSA" />`);
  const missing = await fetch(`${shell.url}/no-such-page`, { headers: { accept: 'text/html' } });
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain('<title>Page Not Found');
});

test('the shell origin serves robots.txt and a sitemap listing every company report of the edition, read from the API', async () => {
  const robots = await (await fetch(`${shell.url}/robots.txt`)).text();
  expect(robots).toContain('Disallow: /auth');
  expect(robots).toContain(`Sitemap: ${shell.url}/sitemap.xml`);
  const sitemap = await fetch(`${shell.url}/sitemap.xml`);
  expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
  const { files, text: xml } = await readSitemap(shell.url);
  expect(files[0]).toBe(`${shell.url}/sitemaps/pages.xml`);
  const { records } = await (await fetch(`${api.url}/api/index/companies`)).json();
  expect(records.length).toBeGreaterThan(0);
  for (const { id } of records) expect(xml).toContain(`<loc>${shell.url}/PDPLComplianceIndex/${encodeURIComponent(id)}</loc>`);
  const [past] = await pastEditionCompanies();
  expect(xml).toContain(`<loc>${shell.url}/PDPLComplianceIndex/edition/${past!.month}/${encodeURIComponent(past!.id)}</loc>`);
  expect(xml).toContain(`<loc>${shell.url}/KSA</loc>`);
  expect(xml).not.toContain('/auth<');
  expect((await fetch(`${shell.url}/sitemaps/edition-1999-01.xml`)).status).toBe(404);
});

test('the shell origin answers 404 for a company or month the API has not published, and 200 for one it has', async () => {
  const { records } = await (await fetch(`${api.url}/api/index/companies`)).json();
  const status = async (path: string) => (await fetch(`${shell.url}${path}`, { headers: { accept: 'text/html' } })).status;
  const company = encodeURIComponent((records as { id: string }[])[0]!.id);
  for (const path of [`/PDPLComplianceIndex/${company}`, `/ar/PDPLComplianceIndex/${company}/details`]) expect(await status(path), path).toBe(200);
  for (const path of ['/PDPLComplianceIndex/no-such-company', '/ar/PDPLComplianceIndex/no-such-company/details', `/PDPLComplianceIndex/edition/1999-01/${company}`]) {
    expect(await status(path), path).toBe(404);
  }
});

test('the shell origin sends public pages rendered: with JavaScript off, each shows its heading and text, in English and Arabic', async ({ browser }) => {
  test.setTimeout(120_000);
  const config = (await (await fetch(`${shell.url}/config.json`)).json()) as { pages: { path: string; rendered?: string[] }[] };
  const rendered = config.pages.flatMap((page) => (page.rendered ?? []).map((locale) => (locale === 'ar' ? (page.path === '/' ? '/ar' : `/ar${page.path}`) : page.path)));
  // Every page of the marketing and KSA remotes and the methodology, in both languages.
  expect(rendered.length).toBeGreaterThan(40);
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const plain = await noScript.newPage();
    for (const path of rendered) {
      await plain.goto(`${shell.url}${path}`);
      await expect(plain.locator('main h1'), path).toHaveText(/\S{3}/);
      expect((await plain.locator('main').innerText()).length, path).toBeGreaterThan(300);
      await expect(plain.locator('html'), path).toHaveAttribute('dir', path.startsWith('/ar') ? 'rtl' : 'ltr');
    }
    await plain.goto(`${shell.url}/`);
    await expect(plain.getByRole('heading', { level: 1, name: 'Expert-Trained AI for Data Privacy Compliance' })).toBeVisible();
    await plain.goto(`${shell.url}/KSA`);
    await expect(plain.getByText("Built for Saudi Arabia's Personal Data Protection Law")).toBeVisible();
    await plain.goto(`${shell.url}/ar/KSA`);
    await expect(plain.getByText('مصمَّم لنظام حماية البيانات الشخصية في المملكة العربية السعودية')).toBeVisible();
    // The header's switch leads to the same page in English.
    await expect(plain.getByRole('banner').getByRole('link', { name: 'English' })).toHaveAttribute('href', '/KSA');
    // The sign-in page is never rendered ahead: its document stays the plain shell.
    const auth = await (await fetch(`${shell.url}/auth`, { headers: { accept: 'text/html' } })).text();
    expect(auth).not.toContain(PRERENDER.rootAttribute);
  } finally {
    await noScript.close();
  }
});

/** A company of a past published edition, with that edition's month. */
async function pastEditionCompanies(): Promise<{ id: string; month: string }[]> {
  return queryRows(
    `select s.company_id as id, to_char(e.month, 'YYYY-MM') as month from company_scores s join index_editions e on e.id = s.edition_id
     where e.status = 'published' and e.month < (select max(month) from index_editions where status = 'published') order by e.month desc, s.company_id limit 1`,
    [],
    api.databaseUrl,
  );
}

test("the shell origin serves the index's pages as the API's render queue rendered them: with JavaScript off, the list, a report, its details and a past edition's report show", async ({ browser }) => {
  test.setTimeout(180_000);
  const { records } = await (await fetch(`${api.url}/api/index/companies`)).json();
  const [company] = records as { id: string; companyName: string; ar?: { companyName?: string } }[];
  const [past] = await pastEditionCompanies();
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const plain = await noScript.newPage();
    const pages: [string, RegExp][] = [
      ['/PDPLComplianceIndex', /PDPL Compliance Index/],
      ['/ar/PDPLComplianceIndex', /\S{3}/],
      [`/PDPLComplianceIndex/${encodeURIComponent(company!.id)}`, new RegExp(company!.companyName)],
      [`/ar/PDPLComplianceIndex/${encodeURIComponent(company!.id)}/details`, /\S{3}/],
      [`/PDPLComplianceIndex/edition/${past!.month}/${encodeURIComponent(past!.id)}`, /\S{3}/],
    ];
    for (const [path, heading] of pages) {
      // Rendered before the API said so (startSite waits for its queue); the shell reads them at its first request.
      await expect
        .poll(async () => (await fetch(`${shell.url}${path}`, { headers: { accept: 'text/html' } })).text(), { message: `${path} arrives rendered`, timeout: 150_000 })
        .toContain(PRERENDER.rootAttribute);
      await plain.goto(`${shell.url}${path}`);
      await expect(plain.locator('main h1'), path).toHaveText(heading);
      expect((await plain.locator('main').innerText()).length, path).toBeGreaterThan(300);
      await expect(plain.locator('html'), path).toHaveAttribute('dir', path.startsWith('/ar') ? 'rtl' : 'ltr');
    }
  } finally {
    await noScript.close();
  }
});

test('the home page and the KSA page render from their remotes on other origins', async ({ page }) => {
  await page.goto(`${shell.url}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Expert-Trained AI for Data Privacy Compliance' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'KSA', exact: true }).click();
  await expect(page.getByText("Built for Saudi Arabia's Personal Data Protection Law")).toBeVisible();
  await page.goto(`${shell.url}/KSA`);
  await expect(page.getByText("Built for Saudi Arabia's Personal Data Protection Law")).toBeVisible();
});

test('a newsletter subscription posts to the API on its own origin and lands in its database', async ({ page }) => {
  const email = `split.${Date.now()}@example.sa`;
  await page.goto(`${shell.url}/newsletter`);
  await subscribe(page, email);
  await expect(page.getByRole('heading', { level: 1, name: "You're subscribed" })).toBeVisible();
  expect(await queryRows('select source from newsletter_subscriptions where email = $1', [email], api.databaseUrl)).toEqual([{ source: 'newsletter_page' }]);
});

test('the index list and a company report show', async ({ page }) => {
  await page.goto(`${shell.url}/PDPLComplianceIndex`);
  const first = page.getByTestId('company-row').first();
  await expect(first).toBeVisible();
  const [company] = await queryRows<{ id: string; name: string }>(
    `select c.id, c.name from company_scores s join companies c on c.id = s.company_id
     where s.edition_id = (select id from index_editions where status = 'published' order by month desc limit 1)
     order by s.score desc, c.name, c.id limit 1`,
    [],
    api.databaseUrl,
  );
  await page.goto(`${shell.url}/PDPLComplianceIndex/${company!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: company!.name })).toBeVisible();
  await expect(page.getByTestId('overall-score')).toBeVisible();
});

test('an admin signs in across origins, opens the dashboard and signs out with the CSRF token', async ({ page }) => {
  await page.goto(`${shell.url}/airtable-sync`);
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/airtable-sync$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Airtable Sync' })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'Airtable is not configured' })).toBeVisible();
  // The session cookie is the API origin's; the shell's page reads the session from there.
  const cookies = await page.context().cookies(api.url);
  expect(cookies.map((c) => c.name)).toContain('pdpl.sid');
  // Sign Out is a POST the API accepts only with the session's CSRF token.
  const signOut = page.waitForResponse((res) => res.url() === `${api.url}/api/auth/logout`);
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  expect((await signOut).status()).toBeLessThan(300);
  await expect(page).toHaveURL(/\/auth$/);
  expect((await (await page.request.get(`${api.url}/api/auth/session`)).json()).user).toBeNull();
});

test('remote files come with CORS for the shell and the cache policy; build stats are never served', async () => {
  const ksa = remotes['mfe-ksa']!.url;
  const entry = await fetch(`${ksa}/remoteEntry.js`, { headers: { origin: shell.url, 'accept-encoding': 'br, gzip' } });
  expect(entry.status).toBe(200);
  expect(entry.headers.get('access-control-allow-origin')).toBe(shell.url);
  expect(entry.headers.get('cache-control')).toBe('no-cache');
  expect(entry.headers.get('content-encoding')).toBe('br');
  expect(entry.headers.get('vary')).toMatch(/Origin.*Accept-Encoding|Accept-Encoding.*Origin/);
  const stranger = await fetch(`${ksa}/remoteEntry.js`, { headers: { origin: 'http://evil.example' } });
  expect(stranger.headers.get('access-control-allow-origin')).toBeNull();

  for (const file of ['pages.json', 'mf-manifest.json']) expect((await fetch(`${ksa}/${file}`)).headers.get('cache-control')).toBe('no-cache');
  const asset = /\.\/(assets\/[^'"]+\.js)/.exec(await (await fetch(`${ksa}/remoteEntry.js`)).text())?.[1];
  expect(asset).toBeTruthy();
  const hashed = await fetch(`${ksa}/${asset}`, { headers: { origin: shell.url } });
  expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(hashed.headers.get('access-control-allow-origin')).toBe(shell.url);
  expect((await fetch(`${ksa}/mf-stats.json`)).status).toBe(404);
  expect((await fetch(`${shell.url}/config.json`)).headers.get('cache-control')).toBe('no-cache');
  expect((await fetch(`${shell.url}/mf-stats.json`)).status).toBe(404);
});
