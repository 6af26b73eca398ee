/**
 * Public pages arrive rendered: their first HTML carries the content, title and description the
 * app shows (read here with JavaScript off), and the app then hydrates it in place (the painted
 * nodes stay, with the ids React knows them by) with no console error, no layout shift above 0.02
 * and everything working.
 */
import { expect, test, type Page } from '@playwright/test';
import { companyDetailsPath, companyReportPath, INDEX_ROUTES, localePath, PRERENDER } from '@pdpl/contracts';
import { fileURLToPath } from 'node:url';
import { startSite } from '../../scripts/lib/site-server.mjs';
import { queryRows } from '../support/db';
import { latestEditionCompanies } from '../support/index-data';
import { topOf } from '../support/shell';

interface Shown {
  h1: string;
  title: string;
  description: string | null;
  main: string;
}

async function shown(page: Page): Promise<Shown> {
  return page.evaluate(() => ({
    h1: document.querySelector('main h1')?.textContent?.trim() ?? '',
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    main: (document.querySelector('main') as HTMLElement | null)?.innerText ?? '',
  }));
}

/** Every public page a remote lets render ahead, with one company's report and details (and a past edition's) standing for all. */
async function publicPaths(page: Page): Promise<string[]> {
  const config = await (await page.request.get('/config.json')).json();
  const [company] = await latestEditionCompanies();
  const [past] = await queryRows<{ month: string }>(`select to_char(month, 'YYYY-MM') as month from index_editions where status = 'published' order by month desc offset 1 limit 1`);
  const inPast = await queryRows(`select 1 from company_scores s join index_editions e on e.id = s.edition_id where to_char(e.month, 'YYYY-MM') = $1 and s.company_id = $2`, [past!.month, company!.id]);
  expect(inPast, 'the company stands for the past edition too').toHaveLength(1);
  return (config.pages as { path: string; access: unknown; prerender: boolean }[])
    .filter((p) => p.access === 'public' && p.prerender)
    .map((p) => p.path.replace(':companyId', encodeURIComponent(company!.id)).replace(':month', past!.month))
    .flatMap((path) => [path, localePath(path, 'ar')]);
}

/**
 * The page's first HTML once it carries the rendered page: at once for pages the builds render; the
 * index's pages once the render queue (in the background, after each publication) has reached them.
 */
async function renderedAhead(page: Page, path: string): Promise<void> {
  await expect
    .poll(async () => (await page.request.get(path, { headers: { accept: 'text/html' } })).text(), { message: `${path} arrives rendered`, timeout: 30_000 })
    .toContain('data-prerendered');
}

/** Elements whose id, label target or references differ between the document and what React rendered: ids that would point nowhere. */
async function idsReactDoesNotKnow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const wrong: string[] = [];
    const pairs = [['id', 'id'], ['for', 'htmlFor'], ['aria-labelledby', 'aria-labelledby'], ['aria-controls', 'aria-controls'], ['aria-describedby', 'aria-describedby']];
    for (const element of document.querySelectorAll('#root [id], #root [for], #root [aria-labelledby], #root [aria-controls], #root [aria-describedby]')) {
      const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
      const props = key ? (element as unknown as Record<string, Record<string, unknown>>)[key]! : null;
      if (!props) continue;
      for (const [attribute, prop] of pairs) {
        const rendered = props[prop!];
        if (element.hasAttribute(attribute!) && rendered !== undefined && String(rendered) !== element.getAttribute(attribute!)) wrong.push(`${attribute}="${element.getAttribute(attribute!)}" (React: ${String(rendered)})`);
      }
    }
    return wrong;
  });
}

test('every public page shows its h1, title, description and text with JavaScript off, as the app does, and hydrates in place, in English and Arabic', async ({ browser, page }) => {
  test.setTimeout(480_000);
  const paths = await publicPaths(page);
  expect(paths.length).toBeGreaterThan(50);
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (err) => errors.push(err.message));
  // The heading as painted from the HTML, before any script.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => ((window as unknown as { paintedH1: Element | null }).paintedH1 = document.querySelector('main h1')));
  });
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  try {
    for (const path of paths) {
      await renderedAhead(page, path);
      await page.goto(path);
      await expect(page.locator(`html[${PRERENDER.hydratedAttribute}]`)).toBeAttached();
      const app = await shown(page);
      // Hydrated, not replaced: the painted heading is the live one, and every id is the one React renders.
      expect(await page.evaluate(() => (window as unknown as { paintedH1: Element | null }).paintedH1 === document.querySelector('main h1')), path).toBe(true);
      expect(await idsReactDoesNotKnow(page), path).toEqual([]);
      expect(errors, path).toEqual([]);

      await plain.goto(path);
      const first = await shown(plain);
      expect(first.h1, path).toBe(app.h1);
      expect(first.h1.length, path).toBeGreaterThan(2);
      expect(first.title, path).toBe(app.title);
      expect(first.description, path).toBe(app.description);
      // The main text as the app renders it, give or take what animates (the home page's counters).
      const firstParagraph = app.main.split('\n').find((line) => line.trim().split(/\s+/).length >= 8);
      if (firstParagraph) expect(first.main, path).toContain(firstParagraph.trim());
      expect(first.main.length, path).toBeGreaterThan(app.main.length * 0.8);
    }
  } finally {
    await noScript.close();
  }
});

test('index pages that arrive rendered hydrate from the answers they embed: they ask the API for none of them, in English and Arabic', async ({ page }) => {
  const [company] = await latestEditionCompanies();
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/index')) asked.push(`${url.pathname}${url.search}`);
  });
  const paths = [INDEX_ROUTES.list, companyReportPath(company!.id), companyDetailsPath(company!.id)].flatMap((path) => [path, localePath(path, 'ar')]);
  for (const path of paths) {
    await renderedAhead(page, path);
    asked.length = 0;
    await page.goto(path);
    await expect(page.locator(`html[${PRERENDER.hydratedAttribute}]`)).toBeAttached();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(path.includes(company!.id) && !path.startsWith('/ar/') ? company!.name : /\S/);
    expect(asked, path).toEqual([]);
  }
});

test('a freshly started server sends every page the builds render already rendered, on its first request', async () => {
  // startSite waits for the render queue to render every index page: minutes on a busy machine.
  test.setTimeout(300_000);
  const site = await startSite({ root: fileURLToPath(new URL('../..', import.meta.url)) });
  try {
    const config = (await (await fetch(`${site.url}/config.json`)).json()) as { pages: { path: string; rendered?: ('en' | 'ar')[] }[] };
    const paths = config.pages.flatMap((page) => (page.rendered ?? []).map((locale) => localePath(page.path, locale)));
    expect(paths.length).toBeGreaterThan(50);
    for (const path of paths) {
      const html = await (await fetch(`${site.url}${path}`, { headers: { accept: 'text/html' } })).text();
      const rendered = html.slice(html.indexOf(PRERENDER.rootAttribute));
      expect(rendered.length, path).toBeGreaterThan(PRERENDER.rootAttribute.length);
      expect(rendered, path).toMatch(/<main[^>]*>[\s\S]*<h1[^>]*>[^<]{3}/);
    }
  } finally {
    await site.stop();
  }
});

async function watchHydration(page: Page): Promise<{ errors: string[]; layoutShift: () => Promise<number> }> {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (err) => errors.push(err.message));
  await page.addInitScript(() => {
    const win = window as unknown as { shift: number };
    win.shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) win.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return { errors, layoutShift: () => page.evaluate(() => (window as unknown as { shift: number }).shift) };
}

async function hydrated(page: Page, path: string) {
  const watch = await watchHydration(page);
  await renderedAhead(page, path);
  await page.goto(path);
  await expect(page.locator(`#root[${PRERENDER.rootAttribute}]`)).toHaveCount(1);
  await expect(page.locator(`html[${PRERENDER.hydratedAttribute}]`)).toBeAttached();
  return watch;
}

/** Style rules the document holds twice: the rendered page's and the app's own copy of them. */
async function doubledRules(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const count = new Map<string, number>();
    for (const sheet of Array.from(document.styleSheets)) {
      for (const rule of Array.from(sheet.cssRules)) if (rule instanceof CSSStyleRule) count.set(rule.cssText, (count.get(rule.cssText) ?? 0) + 1);
    }
    return [...count].filter(([, n]) => n > 1).map(([text]) => text);
  });
}

test('the app hydrates the home page without a console error or a layout shift, and its section links scroll', async ({ page }) => {
  const { errors, layoutShift } = await hydrated(page, '/');
  expect(await layoutShift()).toBeLessThanOrEqual(0.02);
  await page.getByRole('banner').getByRole('link', { name: 'Tiers' }).click();
  await expect.poll(() => topOf(page, 'resources')).toBe(5);
  expect(errors).toEqual([]);
});

test('the Arabic home page moves nothing on a first visit: not as its font arrives, nor as its figures change', async ({ page }) => {
  const { errors, layoutShift } = await hydrated(page, '/ar');
  const ticker = page.getByTestId('stats-ticker');
  for (let change = 0; change < 2; change++) {
    const shown = await ticker.textContent();
    await expect(ticker).not.toHaveText(shown ?? '');
  }
  expect(await layoutShift()).toBe(0);
  expect(errors).toEqual([]);
});

test('the home page keeps its lower sections as they arrived until the visitor nears them, then hydrates them in place', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => ((window as unknown as { paintedUseCases: Element | null }).paintedUseCases = document.getElementById('use-cases')));
  });
  const { errors, layoutShift } = await hydrated(page, '/');
  const useCases = page.locator('#use-cases');
  await expect(useCases).toContainText('Record of processing');
  expect(scripts.filter((path) => path.includes('BelowFoldSections'))).toEqual([]);
  // The code of the parts only those sections show (the use cases' tabs) comes with them, not before.
  const tabsPart = (path: string) => /\/tabs-[\w-]+\.js$/.test(path);
  expect(scripts.filter(tabsPart)).toEqual([]);

  await useCases.scrollIntoViewIfNeeded();
  await useCases.getByRole('tab', { name: 'PRO' }).click();
  await expect(useCases.getByRole('tabpanel').getByRole('heading', { name: 'Data subject requests' })).toBeVisible();
  expect(scripts.filter((path) => path.includes('BelowFoldSections'))).toHaveLength(1);
  expect(scripts.filter(tabsPart)).toHaveLength(1);
  // The section the visitor sees is the one that was painted, now live.
  expect(await page.evaluate(() => (window as unknown as { paintedUseCases: Element | null }).paintedUseCases === document.getElementById('use-cases'))).toBe(true);
  expect(await layoutShift()).toBeLessThanOrEqual(0.02);
  expect(errors).toEqual([]);
});

test('the app hydrates /KSA without a console error or a layout shift, and the assessment opens', async ({ page }) => {
  const { errors, layoutShift } = await hydrated(page, '/KSA');
  expect(await layoutShift()).toBeLessThanOrEqual(0.02);
  // The app knew the rendered page's rules: it added none of them a second time.
  expect(await doubledRules(page)).toEqual([]);
  await page.getByRole('button', { name: 'Start Self-Assessment' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the app hydrates a company report without a console error or a layout shift, and See Details works', async ({ page }) => {
  const [company] = await latestEditionCompanies();
  const { errors, layoutShift } = await hydrated(page, `/PDPLComplianceIndex/${company!.id}`);
  expect(await layoutShift()).toBeLessThanOrEqual(0.02);
  expect(await doubledRules(page)).toEqual([]);
  await page.getByRole('button', { name: 'See Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/PDPLComplianceIndex/${company!.id}/details$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});
