// Collector throughput: N stand-in company sites (./stand-in-sites.mjs, each on its own port of
// 127.0.0.1, so each is its own host) collected by the built collector (services/api/dist) with the
// politeness it is configured with: INDEX_COLLECT_HOST_DELAY_MS between two requests to a host
// (default 1 s), INDEX_COLLECT_CONCURRENCY requests in flight (default 8). Prints sites per minute,
// the projected time for 1,000 sites, the requests made, and the requests to paths robots.txt
// disallows (counted by the stand-in server: must be 0). It prints figures; it asserts no time.
// Usage: npm run bench:collect [-- --sites 1000] [--latency 20] [--sites-in-flight 100]
//   --latency: each stand-in answer's delay in ms (a real site's think time); default 20.
//   --sites-in-flight: sites collected at once (a collection job's batch); default 100.
import { startStandInSites } from './stand-in-sites.mjs';

const dist = (file) => import(new URL(`../../services/api/dist/${file}`, import.meta.url).href);
const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const SITES = option('sites', 100);
const LATENCY_MS = option('latency', 20);
const IN_FLIGHT = option('sites-in-flight', 100);

const { loadCollectConfig } = await dist('config.js');
const { createCollector } = await dist('modules/collection/collect-site.js');

const config = loadCollectConfig(process.env);
const standIns = await startStandInSites({ count: SITES, latencyMs: LATENCY_MS });
const collector = createCollector({ ...config, allowHosts: [...config.allowHosts, ...standIns.allowHosts] });
console.log(
  `Collecting ${SITES} stand-in sites: ${config.hostDelayMs} ms between requests to a host, ${config.concurrency} requests in flight, ` +
    `${IN_FLIGHT} sites at a time, ${LATENCY_MS} ms per answer`,
);

const found = { privacyEn: 0, privacyAr: 0, cookieNotice: 0 };
const failures = [];
const siteMs = [];
let requests = 0;
const started = performance.now();
const queue = [...standIns.sites];
async function worker() {
  for (let site = queue.shift(); site; site = queue.shift()) {
    const siteStarted = performance.now();
    try {
      const collection = await collector.collect(site.url);
      requests += collection.requests.length;
      if (collection.notices.privacy.en) found.privacyEn += 1;
      if (collection.notices.privacy.ar) found.privacyAr += 1;
      if (collection.traits.cookieNoticeFound) found.cookieNotice += 1;
    } catch (err) {
      failures.push(`${site.url}: ${err.message}`);
    }
    siteMs.push(performance.now() - siteStarted);
  }
}
await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, SITES) }, worker));
const elapsedMs = performance.now() - started;
await collector.close();
await standIns.close();

const perMinute = SITES / (elapsedMs / 60_000);
const sorted = siteMs.sort((a, b) => a - b);
const percentile = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
console.table({
  'sites collected': `${SITES - failures.length} of ${SITES}`,
  'total time': `${(elapsedMs / 1000).toFixed(1)} s`,
  'sites per minute': perMinute.toFixed(1),
  'projected for 1,000 sites': minutes((1000 / perMinute) * 60_000),
  'time per site (p50 / p95)': `${(percentile(50) / 1000).toFixed(1)} s / ${(percentile(95) / 1000).toFixed(1)} s`,
  'requests made (collector log)': requests,
  'requests received (stand-in server)': standIns.requests.length,
  'requests to disallowed paths': standIns.disallowedRequests(),
  'most requests in flight to one site': standIns.maxInFlight(),
  'privacy notices (en / ar)': `${found.privacyEn} / ${found.privacyAr}`,
  'cookie notices (or sections)': found.cookieNotice,
});
for (const failure of failures.slice(0, 10)) console.log(`  failed: ${failure}`);
