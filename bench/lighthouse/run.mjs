// Lighthouse performance of public pages of the production build (mobile preset, Lighthouse's
// default form factor and throttling), in the local Chromium. For each page: the score and LCP, next
// to the LCP of the same page's no-script floor (its rendered HTML with every script removed and the
// CSS inlined, served compressed by a bare server here), as a ratio measured in the same run.
// Usage: npm run bench:lighthouse [-- --url http://host:port]; PAGES=/,/blog to choose pages
// (default: /, /KSA, /PDPLComplianceIndex, the first company's report, /blog, and Arabic /ar, /ar/KSA);
// RUNS=5 for more audits per page and floor (default 3; every figure is the median of the runs).
// Lighthouse's navigation audit has no interaction, so each page is also loaded RUNS times in a
// phone-sized page at the same 4x CPU to time the header's menu button: tapped once the page is
// live (input to next paint, INP-like) and tapped as soon as it shows (until the menu is open).
// A benchmark, not a test: figures vary with the machine's load, so nothing here gates CI.
import { PRERENDER } from '@pdpl/contracts';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { freePort, startSite } from '../../scripts/lib/site-server.mjs';
import { earlyMenuOpen, menuLatency } from '../lib/interaction.mjs';
import { withMobilePage } from '../lib/mobile-page.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const urlArg = process.argv.indexOf('--url');
const site = urlArg > 0 ? { url: process.argv[urlArg + 1], stop: async () => {} } : await startSite({ root: ROOT });

async function defaultPages() {
  const { records } = await (await fetch(`${site.url}/api/index/companies`)).json();
  return ['/', '/KSA', '/PDPLComplianceIndex', `/PDPLComplianceIndex/${encodeURIComponent(records[0].id)}`, '/blog', '/ar', '/ar/KSA'];
}

/** One fresh browser per audit, so no page is measured with another's cache or leftover work. */
async function audit(url) {
  const port = await freePort();
  // Lighthouse drives the browser over the DevTools port; Playwright only starts and stops it.
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`] });
  try {
    const result = await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error' });
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await browser.close();
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); a second try measures normally. */
async function auditWithRetry(url) {
  try {
    return await audit(url);
  } catch (err) {
    console.warn(`${err.message} - retrying once`);
    return audit(url);
  }
}

/** The page as its first HTML renders it, with no script at all and its stylesheets inlined. */
async function noScriptFloor(path) {
  let html = await (await fetch(site.url + path, { headers: { accept: 'text/html' } })).text();
  const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"[^>]*>/g)];
  for (const [tag, href] of links) {
    const css = await (await fetch(new URL(href, site.url))).text();
    html = html.replace(tag, () => `<style>${css}</style>`);
  }
  return html.replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<link rel="modulepreload"[^>]*>/gi, '');
}

/**
 * Serves one document, Brotli-compressed, as the floor's origin; any other file the document asks
 * for (an Arabic page's font) comes from the site, as the page itself gets it.
 */
async function serveFloor(html) {
  const body = brotliCompressSync(html);
  const server = createServer(async (req, res) => {
    if (req.url === '/') return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br' }).end(body);
    const file = await fetch(site.url + req.url);
    res.writeHead(file.status, { 'content-type': file.headers.get('content-type') ?? 'application/octet-stream', 'cache-control': 'no-cache' }).end(Buffer.from(await file.arrayBuffer()));
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** The menu button's answers on one load: once live, and tapped as soon as it shows. */
async function interactions(browser, url) {
  const live = await withMobilePage(browser, async (page) => {
    await page.goto(url, { waitUntil: 'load' });
    await page.locator(`html[${PRERENDER.hydratedAttribute}]`).waitFor({ state: 'attached', timeout: 30_000 });
    return menuLatency(page);
  });
  const early = await withMobilePage(browser, (page) => earlyMenuOpen(page, url));
  return { live, early };
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** Audits per page (and per floor); each figure printed is the median of these runs. */
const RUNS = Number(process.env.RUNS ?? 3);

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const pages = process.env.PAGES ? process.env.PAGES.split(',') : await defaultPages();
  for (const path of pages) {
    // The first request of a page renders it ahead on the server; visitors after it get that HTML.
    await fetch(site.url + path, { headers: { accept: 'text/html' } });
    const floor = await serveFloor(await noScriptFloor(path));
    const runs = [];
    const floors = [];
    const answers = [];
    try {
      // Page and floor alternate, so a slower moment of the machine weighs on both alike.
      for (let run = 0; run < RUNS; run += 1) {
        runs.push(await auditWithRetry(site.url + path));
        floors.push((await auditWithRetry(floor.url)).audits);
        answers.push(await interactions(browser, site.url + path));
      }
    } finally {
      await floor.close();
    }
    const audit = (id) => median(runs.map((lhr) => lhr.audits[id].numericValue));
    const score = median(runs.map((lhr) => lhr.categories.performance.score * 100));
    const lcp = audit('largest-contentful-paint');
    const floorLcp = median(floors.map((audits) => audits['largest-contentful-paint'].numericValue));
    const floorTbt = median(floors.map((audits) => audits['total-blocking-time'].numericValue));
    console.log(
      `${path}  performance ${Math.round(score)} (runs ${runs.map((lhr) => Math.round(lhr.categories.performance.score * 100)).join(', ')})  ` +
        `LCP ${seconds(lcp)}  no-script floor LCP ${seconds(floorLcp)}  ratio ${(lcp / floorLcp).toFixed(2)}x  ` +
        `FCP ${seconds(audit('first-contentful-paint'))}  TBT ${Math.round(audit('total-blocking-time'))} ms (floor ${Math.round(floorTbt)} ms)  CLS ${audit('cumulative-layout-shift').toFixed(3)}  ` +
        `menu tap: live ${Math.round(median(answers.map((a) => a.live)))} ms, early ${Math.round(median(answers.map((a) => a.early)))} ms to open`,
    );
  }
} finally {
  await browser.close();
  await site.stop();
}
