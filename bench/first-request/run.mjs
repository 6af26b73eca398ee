// The first request of every public page on a freshly started one-URL server (a new data folder):
// how long until its document has arrived, and whether it arrived rendered. Pages without data come
// rendered from the builds; the index's pages from the server's render of the published index, which
// it runs at start before it says it is ready (GET /api/ready, what startSite waits for). Also: how
// long the server took to be ready, and for any page that went out plain, how long until it came rendered.
// Usage: npm run bench:first-request (after npm run build).
import { fileURLToPath } from 'node:url';
import { API_PATHS, PRERENDER } from '@pdpl/contracts';
import { startSite } from '../../scripts/lib/site-server.mjs';
import { median, ms } from '../lib/stats.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BUDGET_MS = 200;

const urlArg = process.argv.indexOf('--url');
const startedAt = performance.now();
const site = urlArg > 0 ? { url: process.argv[urlArg + 1], stop: async () => {} } : await startSite({ root: ROOT });
const readyAt = performance.now();
if (urlArg < 0) console.log(`Started and ready (its index pages rendered) in ${ms(readyAt - startedAt)}\n`);
try {
  const config = await (await fetch(`${site.url}/config.json`)).json();
  const { records: [company] = [] } = await (await fetch(`${site.url}${API_PATHS.companies}`)).json();
  const paths = config.pages
    .filter((page) => page.access === 'public' && page.prerender && !page.path.includes(':month'))
    .filter((page) => !page.path.includes(':companyId') || company)
    .map((page) => page.path.replace(':companyId', encodeURIComponent(company?.id ?? '')))
    .flatMap((path) => [path, path === '/' ? '/ar' : `/ar${path}`]);
  const rows = [];
  for (const path of paths) {
    const started = performance.now();
    const res = await fetch(`${site.url}${path}`, { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
    const html = await res.text();
    const row = { path, status: res.status, ms: performance.now() - started, rendered: html.includes(PRERENDER.rootAttribute) };
    rows.push(row);
    console.log(`${row.path.padEnd(100)} ${String(row.status).padEnd(4)} ${ms(row.ms).padStart(7)}  ${row.rendered ? 'rendered' : 'plain'}`);
  }
  const rendered = rows.filter((row) => row.rendered);
  const times = rows.map((row) => row.ms);
  console.log(`\n${rows.length} first requests: ${rendered.length} rendered, ${rows.length - rendered.length} plain; median ${ms(median(times))}, max ${ms(Math.max(...times))} (budget ${BUDGET_MS} ms: ${Math.max(...times) < BUDGET_MS ? 'met' : 'NOT met'})`);
  const plain = rows.filter((row) => !row.rendered).map((row) => row.path);
  for (const path of plain) {
    while (!(await (await fetch(`${site.url}${path}`, { headers: { accept: 'text/html' } })).text()).includes(PRERENDER.rootAttribute)) await new Promise((r) => setTimeout(r, 100));
  }
  if (plain.length > 0) console.log(`The ${plain.length} plain ones arrived rendered ${ms(performance.now() - readyAt)} after the server said it was ready.`);
} finally {
  await site.stop();
}
