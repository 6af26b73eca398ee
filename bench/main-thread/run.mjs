// Main-thread blocking of the production build next to another build, side by side: each page is
// loaded alternately from both sites in Chromium at Lighthouse's mobile CPU slowdown (4x), and for
// each load the long tasks after the first contentful paint are read (blocking time: what each task
// spends over 50 ms; and the longest task), then the header's menu button is clicked and the
// interaction's latency read from the Event Timing API (input to the next paint, as INP counts it).
// Prints the medians of both builds and their ratio.
// Usage: npm run bench:main-thread -- --against http://host:port [--url http://host:port]
//   --against: the build to compare with, already running (e.g. a worktree of another commit,
//   built and started with `npm start`); --url: this build, when already running (else started here).
//   PAGES=/,/KSA to choose pages (default /, /KSA, /PDPLComplianceIndex); RUNS=n loads per page and build (default 5).
// A benchmark, not a test: figures vary with the machine's load, so nothing here gates CI.
import { chromium } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { startSite } from '../../scripts/lib/site-server.mjs';
import { menuLatency } from '../lib/interaction.mjs';
import { CPU_SLOWDOWN, withMobilePage } from '../lib/mobile-page.mjs';
import { median, ms } from '../lib/stats.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PAGES = process.env.PAGES ? process.env.PAGES.split(',') : ['/', '/KSA', '/PDPLComplianceIndex'];
const RUNS = Number(process.env.RUNS ?? 5);
/** Long enough after load for hydration and its deferred work to have run. */
const SETTLE_MS = 6000;

const argument = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : null);
const against = argument('--against');
if (!against) {
  console.error('Usage: npm run bench:main-thread -- --against http://host:port [--url http://host:port]');
  process.exit(2);
}
const urlArg = argument('--url');
const site = urlArg ? { url: urlArg, stop: async () => {} } : await startSite({ root: ROOT });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** One load in a fresh context: the long tasks after the first contentful paint. */
function load(url) {
  return withMobilePage(browser, async (page) => {
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration })))).observe({
        type: 'longtask',
        buffered: true,
      });
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const { tasks, fcp } = await page.evaluate(() => ({ tasks: window.__longTasks, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0 }));
    const after = tasks.filter((task) => task.start >= fcp);
    return { blocking: after.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0), longest: Math.max(0, ...after.map((task) => task.duration)), interaction: await menuLatency(page) };
  });
}


try {
  console.log(`Main-thread blocking after the first paint, CPU ${CPU_SLOWDOWN}x, median of ${RUNS} loads each (this build vs ${against})`);
  console.log(['page', 'blocking', 'vs', 'ratio', 'longest task', 'vs', 'ratio', 'menu click', 'vs', 'ratio'].join('\t'));
  for (const path of PAGES) {
    const mine = [];
    const theirs = [];
    // Alternating loads: both builds see the same machine load.
    for (let run = 0; run < RUNS; run++) {
      mine.push(await load(site.url + path));
      theirs.push(await load(against + path));
    }
    const [b1, b2] = [median(mine.map((m) => m.blocking)), median(theirs.map((m) => m.blocking))];
    const [l1, l2] = [median(mine.map((m) => m.longest)), median(theirs.map((m) => m.longest))];
    const [i1, i2] = [median(mine.map((m) => m.interaction)), median(theirs.map((m) => m.interaction))];
    const ratio = (a, b) => (b > 0 ? `${(a / b).toFixed(2)}x` : '-');
    console.log([path.padEnd(20), ms(b1), ms(b2), ratio(b1, b2), ms(l1), ms(l2), ratio(l1, l2), ms(i1), ms(i2), ratio(i1, i2)].join('\t'));
  }
} finally {
  await browser.close();
  await site.stop();
}
