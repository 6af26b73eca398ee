// Lighthouse performance of pages of the production build (mobile preset, Lighthouse's default form
// factor and throttling), in the local Chromium. Prints the performance score and the LCP per page.
// Usage: npm run bench:lighthouse [-- --url http://host:port]; PAGES=/,/blog to choose pages.
// A benchmark, not a test: figures vary with the machine's load, so nothing here gates CI.
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { freePort, startSite } from '../../scripts/lib/site-server.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PAGES = process.env.PAGES ? process.env.PAGES.split(',') : ['/'];

const urlArg = process.argv.indexOf('--url');
const site = urlArg > 0 ? { url: process.argv[urlArg + 1], stop: async () => {} } : await startSite({ root: ROOT });

/** One fresh browser per page, so no page is measured with another's cache or leftover work. */
async function audit(path) {
  const port = await freePort();
  // Lighthouse drives the browser over the DevTools port; Playwright only starts and stops it.
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`] });
  try {
    const result = await lighthouse(site.url + path, { port, onlyCategories: ['performance'], logLevel: 'error' });
    if (result.lhr.runtimeError) throw new Error(`${path}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await browser.close();
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); a second try measures normally. */
async function auditWithRetry(path) {
  try {
    return await audit(path);
  } catch (err) {
    console.warn(`${err.message} - retrying once`);
    return audit(path);
  }
}

try {
  for (const path of PAGES) {
    const { categories, audits } = await auditWithRetry(path);
    const score = Math.round(categories.performance.score * 100);
    const lcp = audits['largest-contentful-paint'];
    console.log(
      `${path}  performance ${score}  LCP ${(lcp.numericValue / 1000).toFixed(2)} s  FCP ${audits['first-contentful-paint'].displayValue}  TBT ${audits['total-blocking-time'].displayValue}  CLS ${audits['cumulative-layout-shift'].displayValue}`,
    );
  }
} finally {
  await site.stop();
}
