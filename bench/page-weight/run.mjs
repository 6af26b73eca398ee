// Page weight of the production build: gzipped JS and CSS a page fetches until it has rendered,
// split shell / shared / remote. The shell's window load event fires before the federated page is
// even requested (main.js only imports the bootstrap), so the cut-off is "load, then the remote page
// is on screen (over rendered-ahead HTML: the app has hydrated it) and the network is idle" - what a
// visitor waits for. Usage: npm run bench:weight [-- --url http://host:port] [-- --files]
// (--files lists every file each page fetched, largest first, to see where the bytes are).
// Also the document's bytes as sent (headers and compressed body): a new connection delivers
// 14,600 bytes (10 TCP segments) in its first round trip, so a document within it paints a round
// trip sooner on a slow network.
//
// Every public page the remotes declare (their pages.json), in each of its languages, is held to
// issue 40's budgets: the home page's JS at most 190 KB gzipped, every other page's at most 240 KB;
// no file of a remote other than the page's own, nor of the other language; the document within
// the first round trip. The run ends with the pages over a budget, and exits 1 if there are any.
// PAGES=/,/KSA measures only those paths (their budgets still apply).
import { API_PATHS, companyComparePath, LOCALES, localePath, PAGE_MANIFEST_FILE, PRERENDER } from '@pdpl/contracts';
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { startSite } from '../../scripts/lib/site-server.mjs';
import { createClassifier, languageOf } from './classify.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const REMOTES = ['mfe-marketing', 'mfe-ksa', 'mfe-index', 'mfe-admin'];
const KB = 1024;
/** Issue 40's budgets, gzipped JS. */
const HOME_BUDGET = 190 * KB;
const PAGE_BUDGET = 240 * KB;
/** What a new TCP connection delivers in its first round trip: 10 segments of 1,460 bytes. */
const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

/** Every public page the remotes' builds declare, its params filled from the index's data, in each of its languages. */
async function publicPages(url) {
  const list = await (await fetch(url + API_PATHS.companies)).json();
  const ids = list.records.map((row) => row.id);
  const params = { companyId: ids[0], month: list.edition?.month.slice(0, 7) ?? '' };
  const pages = [];
  for (const remote of REMOTES) {
    const manifest = JSON.parse(readFileSync(join(ROOT, remote, 'dist', PAGE_MANIFEST_FILE), 'utf8'));
    for (const page of manifest.pages ?? manifest) {
      if (page.access !== 'public') continue;
      let path = page.path.replace(/:(\w+)/g, (_, name) => params[name]);
      if (path.endsWith('/compare')) path = companyComparePath(ids.slice(0, 2));
      for (const locale of page.localized ? LOCALES : [LOCALES[0]]) pages.push({ path: localePath(path, locale), remote, locale });
    }
  }
  return pages;
}

const urlArg = process.argv.indexOf('--url');
const site = urlArg > 0 ? { url: process.argv[urlArg + 1], stop: async () => {} } : await startSite({ root: ROOT });
const classify = createClassifier(ROOT);
const kb = (n) => (n / KB).toFixed(1);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

async function measure({ path, remote, locale }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const fetched = [];
  const pending = [];
  let documentBytes = null;
  // The server compresses a document at its best quality in the background after the document's
  // first request (libs/web/src/encoded-documents.ts): the steady state is what visitors get.
  await fetch(site.url + path, { headers: { accept: 'text/html', 'accept-encoding': 'br' } });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  page.on('response', (res) => {
    if (res.request().resourceType() === 'document' && documentBytes === null) {
      pending.push(res.request().sizes().then((sizes) => (documentBytes = sizes.responseHeadersSize + sizes.responseBodySize)));
      return;
    }
    const type = res.request().resourceType();
    if (type === 'font') {
      // Fonts arrive compressed already (woff2): their bytes as sent.
      pending.push(res.request().sizes().then((sizes) => fetched.push({ url: res.url(), kind: 'font', gz: sizes.responseBodySize, sent: sizes.responseBodySize }), () => {}));
      return;
    }
    if (type !== 'script' && type !== 'stylesheet') return;
    // gz: the file gzipped here (the budget's unit, whatever the server does); sent: the bytes of
    // the body as the server actually encoded it (Brotli for the built files).
    pending.push(
      Promise.all([res.body(), res.request().sizes()]).then(
        ([body, sizes]) => fetched.push({ url: res.url(), kind: type === 'script' ? 'js' : 'css', gz: gzipSync(body).length, sent: sizes.responseBodySize }),
        () => {},
      ),
    );
  });
  await page.goto(site.url + path, { waitUntil: 'load' });
  // Rendered-ahead HTML already holds the remote's markup: wait until the app has hydrated it.
  await page.locator(`html[${PRERENDER.hydratedAttribute}]`).waitFor({ state: 'attached', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  const totals = { shell: { js: 0, css: 0 }, shared: { js: 0, css: 0 }, remote: { js: 0, css: 0 } };
  for (const f of fetched) if (f.kind !== 'font') totals[classify(f.url).group][f.kind] += f.gz;
  const font = fetched.filter((f) => f.kind === 'font').reduce((sum, f) => sum + f.sent, 0);
  const sentJs = fetched.filter((f) => f.kind === 'js').reduce((sum, f) => sum + f.sent, 0);
  const js = totals.shell.js + totals.shared.js + totals.remote.js;
  const budget = path === '/' ? HOME_BUDGET : PAGE_BUDGET;
  const over = [];
  if (js > budget) over.push(`JS ${kb(js)} KB > ${kb(budget)} KB`);
  const foreign = [...new Set(fetched.map((f) => classify(f.url).app).filter((app) => app !== 'shell' && app !== remote))];
  if (foreign.length > 0) over.push(`loads ${foreign.join(', ')}`);
  const otherLanguage = fetched.filter((f) => { const language = languageOf(f.url); return language !== null && language !== locale; });
  if (otherLanguage.length > 0) over.push(`loads ${otherLanguage.length} file(s) of another language`);
  if (documentBytes > FIRST_ROUND_TRIP_BYTES) over.push(`document ${kb(documentBytes)} KB > first round trip`);
  return { path, files: fetched.length, totals, sentJs, font, fetched, documentBytes, over };
}

const results = [];
try {
  const all = await publicPages(site.url);
  // Paths start with a slash, so a comma in a page's query (compare) does not split it.
  const only = process.env.PAGES?.split(/,(?=\/)/);
  for (const page of only ? all.filter((p) => only.includes(p.path)) : all) results.push(await measure(page));
} finally {
  await browser.close();
  await site.stop();
}

console.log('Gzipped KB of JS/CSS fetched until the page is rendered and the network idle; the document as sent against a first round trip of 14.3 KB');
console.log(['page'.padEnd(22), 'shell js', 'shared js', 'remote js', 'TOTAL JS', 'css', 'files', 'JS as sent', 'fonts', 'document (1st round trip)'].join('\t'));
for (const r of results) {
  const t = r.totals;
  const js = t.shell.js + t.shared.js + t.remote.js;
  const css = t.shell.css + t.shared.css + t.remote.css;
  console.log([r.path.padEnd(22), kb(t.shell.js), kb(t.shared.js), kb(t.remote.js), kb(js), kb(css), r.files, kb(r.sentJs), kb(r.font), `${kb(r.documentBytes)} (${r.documentBytes <= FIRST_ROUND_TRIP_BYTES ? 'fits' : 'over'})`].join('\t'));
}
if (process.argv.includes('--files')) {
  for (const r of results) {
    console.log(`\n${r.path}`);
    for (const f of [...r.fetched].sort((a, b) => b.gz - a.gz)) console.log(`  ${kb(f.gz).padStart(6)}  ${new URL(f.url).pathname}`);
  }
}
const over = results.filter((r) => r.over.length > 0);
console.log(`\nBudgets (home JS <= ${kb(HOME_BUDGET)} KB, other pages <= ${kb(PAGE_BUDGET)} KB; only the page's remote and language; the document in the first round trip): ${results.length - over.length} of ${results.length} pages within`);
for (const r of over) console.log(`  ${r.path}: ${r.over.join('; ')}`);
if (over.length > 0) process.exitCode = 1;
