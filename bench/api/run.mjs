// API load benchmark: autocannon on the index list and on waiting-list submissions, each next to
// a bare Express route measured in the same run (the ratio is what to compare across machines),
// then a saturation run of submissions (SATURATION_SECONDS at SATURATION_CONNECTIONS, more than the
// machine serves), and checks that every accepted submission is in waitlist_submissions.
// Usage: npm run bench:api   (BENCH_SECONDS=10 per measurement, BENCH_CONNECTIONS=10,
//        SATURATION_SECONDS=30, SATURATION_CONNECTIONS=100)
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { run } from '../../scripts/lib/run.mjs';
import { startSite } from '../../scripts/lib/site-server.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SATURATION_SECONDS = Number(process.env.SATURATION_SECONDS ?? 30);
const SATURATION_CONNECTIONS = Number(process.env.SATURATION_CONNECTIONS ?? 100);

run('npx', ['nx', 'run', '@pdpl/api:build'], { cwd: ROOT });

async function startBare() {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./bare-server.mjs', import.meta.url))], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [chunk] = await once(child.stdout, 'data');
  return {
    url: `http://127.0.0.1:${String(chunk).trim()}`,
    stop: async () => {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

function load(options) {
  return autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
}

let seq = 0;
/** A valid waiting-list body; unique names and e-mails so each accepted row can be found again. */
function waitlistBody() {
  seq += 1;
  return JSON.stringify({
    name: `Bench Person ${seq}`,
    email: `bench.${seq}@example.com`,
    position: 'Data Protection Officer',
    location: 'Saudi Arabia',
    newsletter: 'no',
    privacyConsent: true,
    website: '',
  });
}

const site = await startSite({ root: ROOT, env: { SERVE_WEB: 'false', RATE_LIMIT_PUBLIC_WRITES: '1000000' } });
const bare = await startBare();
const results = [];
const acceptedIds = [];
try {
  const json = { 'content-type': 'application/json' };
  const bareGet = await load({ url: `${bare.url}/bare` });
  results.push(['bare GET /bare', bareGet, null]);
  results.push(['GET /api/index/companies', await load({ url: `${site.url}/api/index/companies` }), bareGet]);
  // What browsers get: the same cached read, Brotli-compressed once per cache period.
  results.push(['  same, Accept-Encoding: br', await load({ url: `${site.url}/api/index/companies`, headers: { 'accept-encoding': 'br' } }), bareGet]);
  const barePost = await load({ url: `${bare.url}/bare`, method: 'POST', headers: json, body: '{"a":1}' });
  results.push(['bare POST /bare', barePost, null]);
  const submit = (extra = {}) =>
    load({
      url: site.url,
      requests: [
        {
          method: 'POST',
          path: '/api/leads/waitlist',
          headers: json,
          setupRequest: (req) => ({ ...req, body: waitlistBody() }),
          onResponse: (status, body) => {
            if (status === 201) acceptedIds.push(JSON.parse(body).id);
          },
        },
      ],
      ...extra,
    });
  results.push(['POST /api/leads/waitlist', await submit(), barePost]);
  const bareSaturated = await load({ url: `${bare.url}/bare`, method: 'POST', headers: json, body: '{"a":1}', connections: SATURATION_CONNECTIONS, duration: SATURATION_SECONDS });
  results.push([`bare POST, ${SATURATION_CONNECTIONS} conn ${SATURATION_SECONDS} s`, bareSaturated, null]);
  results.push([`POST waitlist, ${SATURATION_CONNECTIONS} conn ${SATURATION_SECONDS} s`, await submit({ connections: SATURATION_CONNECTIONS, duration: SATURATION_SECONDS }), bareSaturated]);

  const client = new pg.Client({ connectionString: site.databaseUrl });
  await client.connect();
  const stored = await client.query('select count(*)::int as n, count(*) filter (where id = any($1::uuid[]))::int as found from waitlist_submissions', [
    acceptedIds,
  ]);
  await client.end();

  const line = (cells) => console.log(cells.map((c, i) => String(c).padEnd(i === 0 ? 36 : 15)).join(''));
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each, API with its embedded PostgreSQL and the sample index (100 companies)\n`);
  line(['route', 'req/s', 'p99 ms', 'non-2xx', 'req/s vs bare', 'p99 vs bare']);
  for (const [name, r, b] of results) {
    const ratios = b ? [(r.requests.average / b.requests.average).toFixed(2), (r.latency.p99 / Math.max(b.latency.p99, 1)).toFixed(1) + 'x'] : ['', ''];
    line([name, r.requests.average.toFixed(0), r.latency.p99, r.non2xx, ...ratios]);
  }
  const answered201 = results.filter(([name]) => name.startsWith('POST /api/leads/waitlist') || name.startsWith('POST waitlist')).reduce((sum, [, r]) => sum + r['2xx'], 0);
  const { n, found } = stored.rows[0];
  // Rows beyond the accepted ones are requests still in flight when autocannon stopped counting.
  const ok = found === acceptedIds.length && acceptedIds.length === answered201 && n >= found;
  console.log(
    `\nWaiting list (both runs): ${answered201} submissions answered 201, ${found} of their ${acceptedIds.length} ids in ` +
      `waitlist_submissions (${n} rows in all, ${n - found} from requests in flight at the end): ` +
      (ok ? 'every accepted submission is stored' : 'MISSING ROWS'),
  );
  if (!ok) process.exitCode = 1;
} finally {
  await bare.stop();
  await site.stop();
}
