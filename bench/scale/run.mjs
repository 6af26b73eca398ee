// The index at its announced scale: N companies x E monthly editions (default 1,000 x 36), built
// through the real import and publication (the services `npm run index:import -- --publish` runs)
// on a throw-away embedded PostgreSQL, served by the production server (services/api/dist/server.js).
// Prints: the time until the history's pages are rendered; for one more publication, the time until
// its pages are served rendered and the server's CPU seconds for it, against the same publication
// with E = 2 (a database of its own, measured in the same run); the ready time and CPU after a
// restart; the server's RSS after reading 1,000 random pages; p50/p99 of the list, a report (with
// the company's history across every edition), its details and a comparison under autocannon; and
// the sitemap's files.
// Usage: npm run bench:scale [-- --companies 1000 --editions 36]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { API_PATHS, companyComparePath, companyPagePath, DEFAULT_LIST_QUERY, companyDetailsPath, companyReportPath, editionListPath, INDEX_ROUTES, PRERENDER } from '@pdpl/contracts';
import { startSite } from '../../scripts/lib/site-server.mjs';
import { dist, openBenchDatabase } from '../lib/bench-database.mjs';
import { editionCsv } from '../lib/edition-csv.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const COMPANIES = option('companies', 1000);
const EDITIONS = option('editions', 36);
const ACTOR = { id: null, label: 'bench:scale' };
const CLK_TCK = 100;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** The server's CPU seconds so far (user + system, every thread), from /proc. */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLK_TCK;
}
const rssBytes = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;

/** The month `back` months before 2026-11 (YYYY-MM). */
function monthBefore(back) {
  const date = new Date(Date.UTC(2026, 10 - back, 1));
  return date.toISOString().slice(0, 7);
}

async function publish(knex, month, shift) {
  const { importEdition, publishEdition } = await dist('modules/editions/service.js');
  const { csv, ids } = await editionCsv(COMPANIES, shift);
  const draft = await importEdition(knex, { text: csv, format: 'csv', month, actor: ACTOR });
  await publishEdition(knex, draft.id, ACTOR);
  return ids;
}

/** Waits until the render queue has compared since `since` (ISO) and has nothing left; the time it took. */
async function rendered(url, since) {
  const started = performance.now();
  for (;;) {
    const { pages } = await (await fetch(`${url}${API_PATHS.ready}`)).json();
    if (pages && pages.pending === 0 && pages.checkedAt !== null && pages.checkedAt >= since) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A database of `editions` editions, and a server on it with the history rendered. */
async function indexOf(editions) {
  const database = await openBenchDatabase(`scale-${editions}`);
  const importStarted = performance.now();
  let ids = [];
  for (let back = editions; back >= 1; back -= 1) ids = await publish(database.knex, monthBefore(back), back % 4);
  const importMs = performance.now() - importStarted;
  const env = { DATABASE_URL: database.url, LOG_LEVEL: 'warn' };
  const since = new Date().toISOString();
  const site = await startSite({ root: ROOT, env, renderedPages: false });
  const historyMs = await rendered(site.url, since);
  return { database, site, ids, env, importMs, historyMs };
}

/** One more edition published against the running site's database (as index:import --publish does): time until served rendered, and the server's CPU for it. */
async function publication(index) {
  const cpuBefore = cpuSeconds(index.site.pid);
  const since = new Date().toISOString();
  const started = performance.now();
  await publish(index.database.knex, monthBefore(0), 0);
  await rendered(index.site.url, since);
  const servedMs = performance.now() - started;
  const page = await (await fetch(`${index.site.url}${companyReportPath(index.ids[0])}`, { headers: { accept: 'text/html' } })).text();
  if (!page.includes(PRERENDER.rootAttribute)) throw new Error('The current report was not served rendered after the publication');
  return { servedMs, cpu: cpuSeconds(index.site.pid) - cpuBefore };
}

async function latency(url, pathName) {
  const result = await autocannon({ url: `${url}${pathName}`, connections: 10, duration: 5, headers: pathName.startsWith('/api') ? {} : { accept: 'text/html' } });
  return { p50: result.latency.p50, p99: result.latency.p99, rps: Math.round(result.requests.average) };
}

console.log(`bench:scale: ${COMPANIES.toLocaleString('en')} companies x ${EDITIONS} editions, against the same publication at 2 editions`);
const small = await indexOf(2);
const smallPublication = await publication(small);
await small.site.stop();
await small.database.close();
console.log(`  at 2 editions: history rendered in ${seconds(small.historyMs)}; a publication served rendered in ${seconds(smallPublication.servedMs)}, ${smallPublication.cpu.toFixed(1)} CPU s`);

const big = await indexOf(EDITIONS);
console.log(`  at ${EDITIONS} editions: imported and published in ${seconds(big.importMs)}; history rendered in ${seconds(big.historyMs)}`);
const bigPublication = await publication(big);
console.log(`  a publication: served rendered in ${seconds(bigPublication.servedMs)}, ${bigPublication.cpu.toFixed(1)} CPU s (${(bigPublication.cpu / smallPublication.cpu).toFixed(2)}x the same at 2 editions)`);

// A restart: ready time, and the CPU of the minute after.
await big.site.stop();
const restartStarted = performance.now();
const restarted = await startSite({ root: ROOT, env: big.env, renderedPages: false });
const readyMs = performance.now() - restartStarted;
const cpuAtReady = cpuSeconds(restarted.pid);
await new Promise((resolve) => setTimeout(resolve, 60_000));
console.log(`  a restart: ready in ${seconds(readyMs)}; ${(cpuSeconds(restarted.pid) - cpuAtReady).toFixed(1)} CPU s in the minute after (${cpuAtReady.toFixed(1)} CPU s to ready)`);

// RSS after 1,000 random pages, each of them rendered.
const months = Array.from({ length: EDITIONS }, (_, back) => monthBefore(back));
let renderedCount = 0;
for (let i = 0; i < 1000; i += 1) {
  const id = big.ids[Math.floor(Math.random() * big.ids.length)];
  const month = months[Math.floor(Math.random() * (months.length - 1)) + 1];
  const pagePath = [companyReportPath(id, month), companyDetailsPath(id, month), `/ar${companyReportPath(id, month)}`, editionListPath(month)][i % 4];
  const html = await (await fetch(`${restarted.url}${pagePath}`, { headers: { accept: 'text/html' } })).text();
  if (html.includes(PRERENDER.rootAttribute)) renderedCount += 1;
}
console.log(`  1,000 random pages of past editions: ${renderedCount} rendered; server RSS ${mb(rssBytes(restarted.pid))}`);

const company = big.ids[1];
const rows = [
  ['list, whole (API)', API_PATHS.companies],
  ['list, page 3 (API)', companyPagePath({ ...DEFAULT_LIST_QUERY, page: 3 })],
  ['list, a search (API)', companyPagePath({ ...DEFAULT_LIST_QUERY, search: 'bank' })],
  ['report with its history (API)', API_PATHS.company(company)],
  ['details (API)', API_PATHS.companyDetails(company)],
  ['comparison page', companyComparePath(big.ids.slice(0, 3))],
  ['list page', INDEX_ROUTES.list],
  ['past report page', companyReportPath(company, months[20 % months.length])],
];
console.log('  under autocannon (10 connections, 5 s):');
for (const [label, pathName] of rows) {
  const { p50, p99, rps } = await latency(restarted.url, pathName);
  console.log(`    ${label.padEnd(30)} p50 ${String(p50).padStart(4)} ms  p99 ${String(p99).padStart(4)} ms  ${rps} req/s`);
}

const sitemap = await (await fetch(`${restarted.url}/sitemap.xml`)).text();
const files = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
let largest = 0;
let urls = 0;
for (const file of files) {
  const count = [...(await (await fetch(file.replace(/^https?:\/\/[^/]+/, restarted.url))).text()).matchAll(/<url>/g)].length;
  urls += count;
  largest = Math.max(largest, count);
}
console.log(`  sitemap: ${files.length} files, ${urls.toLocaleString('en')} URLs, the largest ${largest.toLocaleString('en')} (limit 50,000)`);

await restarted.stop();
await big.database.close();
