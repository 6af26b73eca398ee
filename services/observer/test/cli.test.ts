/**
 * The CronJob's command (dist/cli/observe.js, built by global-setup) against a throw-away database
 * with the API's schema and stand-in sites: one row per active company it could observe, none for a
 * site that failed (the run goes on), none for an inactive company; `--company` for one; exit 1 only
 * when it cannot run.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { startStandInSite, type StandInSite } from './support/stand-in-site.js';

const CLI = path.join(__dirname, '..', 'dist', 'cli', 'observe.js');
const DATABASE_URL = process.env.TEST_DATABASE_URL!;

let site: StandInSite;
let db: pg.Client;

interface Run {
  code: number | null;
  lines: Record<string, unknown>[];
  stdout: string;
  stderr: string;
}

function runCli(args: string[], env: NodeJS.ProcessEnv = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: {
        PATH: process.env.PATH,
        DATABASE_URL,
        SITE_URL: 'https://www.mizan.example',
        INDEX_COLLECT_ALLOW_HOSTS: site.allowHosts.join(','),
        OBSERVE_DELAY_MS: '200',
        OBSERVE_SETTLE_MS: '5000',
        ...(process.env.CHROMIUM_PATH ? { CHROMIUM_PATH: process.env.CHROMIUM_PATH } : {}),
        ...env,
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.once('error', reject);
    child.once('close', (code) => {
      try {
        resolve({ code, stdout, stderr, lines: stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>) });
      } catch (err) {
        reject(new Error(`stdout is not JSON lines: ${stdout}\n${(err as Error).message}`));
      }
    });
  });
}

interface Row {
  company_id: string;
  observed_at: Date;
  cookies_before_choice: number | null;
  banner_reject_option: boolean | null;
  details: { finalUrl: string; bannerFound: boolean; banner: { vendor: string } | null; cookies: { name: string; kind: string }[] };
}
const rows = async () => (await db.query<Row>('select * from site_observations order by company_id, id')).rows;

beforeAll(async () => {
  site = await startStandInSite();
  db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  const companies: [string, string, boolean][] = [
    ['a-onetrust', site.url('/onetrust'), true],
    ['b-accept-only', site.url('/accept-only'), true],
    ['c-no-banner', site.url('/no-banner'), true],
    // Fails (an error page) and is refused (a private address): logged and skipped, the run goes on.
    ['d-broken', site.url('/broken'), true],
    ['e-internal', 'http://10.11.12.13/', true],
    ['f-inactive', site.url('/onetrust'), false],
  ];
  for (const [id, website, active] of companies) {
    await db.query('insert into watched_companies (id, name_en, name_ar, sector, website, active) values ($1, $1, $1, $2, $3, $4)', [id, 'Test', website, active]);
  }
});

afterAll(async () => {
  await db?.end();
  await site?.close();
});

test(`observes every active company, one row each, and skips the sites that fail (schema: ${process.env.TEST_SCHEMA})`, async () => {
  const run = await runCli([]);
  expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });

  const stored = await rows();
  expect(stored.map((r) => [r.company_id, r.cookies_before_choice, r.banner_reject_option])).toEqual([
    ['a-onetrust', 3, true],
    ['b-accept-only', 0, false],
    ['c-no-banner', 0, null],
  ]);
  const [a, b, c] = stored;
  expect(a!.details).toMatchObject({ finalUrl: site.url('/onetrust'), bannerFound: true, banner: { vendor: 'OneTrust' } });
  expect(a!.details.cookies.filter((k) => k.kind === 'optional').map((k) => k.name).sort()).toEqual(['_ga', '_gid', 'tracker_uid']);
  expect(b!.details).toMatchObject({ bannerFound: true });
  expect(c!.details).toMatchObject({ bannerFound: false, banner: null, cookies: [] });
  expect(Date.now() - a!.observed_at.getTime()).toBeLessThan(120_000);

  // JSON lines: the start, each site, each failure with its reason, the summary.
  const events = run.lines.map((l) => l.event);
  expect(events[0]).toBe('start');
  expect(run.lines[0]).toMatchObject({ level: 'info', companies: 5, botToken: 'MizanPDPLIndexBot/1.0 (+https://www.mizan.example/PDPLComplianceIndex/methodology)' });
  expect(run.lines.filter((l) => l.event === 'site-observed').map((l) => l.company)).toEqual(['a-onetrust', 'b-accept-only', 'c-no-banner']);
  expect(run.lines.filter((l) => l.event === 'site-failed').map((l) => [l.company, l.kind, l.error])).toEqual([
    ['d-broken', 'ObservationFailed', expect.stringMatching(/answered 500/)],
    ['e-internal', 'ObservationRefused', expect.stringMatching(/10\.11\.12\.13 is a private address/)],
  ]);
  expect(run.lines.at(-1)).toMatchObject({ event: 'done', observed: 3, failed: 2, stopped: false });
  for (const line of run.lines) expect(typeof line.time).toBe('string');
});

test('--company observes that company alone', async () => {
  const before = await rows();
  const run = await runCli(['--company', 'b-accept-only']);
  expect({ code: run.code, stderr: run.stderr, last: run.lines.at(-1) }).toEqual({ code: 0, stderr: '', last: expect.anything() });
  const after = await rows();
  expect(after.length).toBe(before.length + 1);
  expect(after.filter((r) => !before.some((b) => b.observed_at.getTime() === r.observed_at.getTime() && b.company_id === r.company_id)).map((r) => r.company_id)).toEqual(['b-accept-only']);
  expect(run.lines.at(-1)).toMatchObject({ event: 'done', observed: 1, failed: 0 });
});

test('with nothing to observe it ends at once, without starting Chromium', async () => {
  await db.query('update watched_companies set active = false');
  try {
    const run = await runCli([], { CHROMIUM_PATH: '/nonexistent/chromium' });
    expect(run.code).toBe(0);
    expect(run.lines.map((l) => l.event)).toEqual(['start', 'done']);
  } finally {
    await db.query("update watched_companies set active = true where id <> 'f-inactive'");
  }
});

test('exit 1 on a configuration, database or browser error, said in a JSON line', async () => {
  const missing = await runCli([], { DATABASE_URL: '' });
  expect(missing.code).toBe(1);
  expect(missing.lines[0]).toMatchObject({ level: 'error', event: 'configuration', error: expect.stringContaining('DATABASE_URL is required') });

  const unknown = await runCli(['--company', 'nobody']);
  expect(unknown.code).toBe(1);
  expect(unknown.lines.at(-1)).toMatchObject({ level: 'error', event: 'configuration', error: 'No watched company has the id "nobody"' });

  const badArg = await runCli(['--everything']);
  expect(badArg.code).toBe(1);

  const unreachable = new URL(DATABASE_URL);
  unreachable.port = '1';
  const noDb = await runCli([], { DATABASE_URL: unreachable.toString() });
  expect(noDb.code).toBe(1);
  expect(noDb.lines.at(-1)).toMatchObject({ level: 'error', event: 'database' });

  const noBrowser = await runCli(['--company', 'c-no-banner'], { CHROMIUM_PATH: '/nonexistent/chromium' });
  expect(noBrowser.code).toBe(1);
  expect(noBrowser.lines.at(-1)).toMatchObject({ level: 'error', event: 'browser', error: expect.stringContaining('/nonexistent/chromium') });
});
