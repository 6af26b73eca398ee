/**
 * One run of the observer (the CronJob's command, `npm run index:observe`): every active watched
 * company's site, one at a time with a pause between them, each observed in a fresh browser context
 * and stored as one site_observations row. A site that cannot be observed is logged and skipped (no
 * row: the analysis keeps the last observation it has); the run goes on. Exit code 0 when it ran, 1
 * only when it could not (its configuration, the database, the browser).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser.js';
import { ConfigError, readConfig, type ObserverConfig } from './config.js';
import type { Logger } from './log.js';
import { observeSite, type ObserveOptions, type SiteObservation } from './observe-site.js';

export interface Company {
  id: string;
  website: string;
}

export interface RunDeps {
  log: Logger;
  env?: NodeJS.ProcessEnv;
  /** Tests: a browser of their own (the run then leaves it open). */
  launch?: (config: ObserverConfig) => Promise<Browser>;
  /** Tests: faster visits. */
  observeOptions?: Partial<ObserveOptions>;
  /** Aborted on SIGTERM: the run stops after closing the browser. */
  signal?: AbortSignal;
}

export const USAGE = 'Usage: node services/observer/dist/cli/observe.js [--company <id>]';

export class UsageError extends Error {}

export function parseArgs(argv: readonly string[]): { company: string | null; help: boolean } {
  let company: string | null = null;
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') help = true;
    else if (arg === '--company') {
      const value = argv[++i];
      if (!value || value.startsWith('--')) throw new UsageError('--company needs a company id');
      company = value;
    } else if (arg.startsWith('--company=')) {
      company = arg.slice('--company='.length);
      if (!company) throw new UsageError('--company needs a company id');
    } else throw new UsageError(`Unknown argument ${arg}`);
  }
  return { company, help };
}

/** The row's details: what the analysis does not read but a reviewer may want to see. */
const detailsOf = (o: SiteObservation) => ({
  finalUrl: o.finalUrl,
  status: o.status,
  settled: o.settled,
  bannerFound: o.bannerFound,
  banner: o.banner,
  cookies: o.cookies,
  refused: o.refused,
  userAgent: o.userAgent,
});

async function companiesToObserve(db: pg.Client, company: string | null): Promise<Company[]> {
  if (company) {
    const { rows } = await db.query<Company>('select id, website from watched_companies where id = $1', [company]);
    if (rows.length === 0) throw new UsageError(`No watched company has the id "${company}"`);
    return rows;
  }
  return (await db.query<Company>('select id, website from watched_companies where active order by id')).rows;
}

export async function runObserve(argv: readonly string[], deps: RunDeps): Promise<number> {
  const { log } = deps;
  const started = Date.now();
  let args;
  let config: ObserverConfig;
  try {
    args = parseArgs(argv);
    if (args.help) {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    config = readConfig(deps.env ?? process.env);
  } catch (err) {
    if (err instanceof UsageError || err instanceof ConfigError) {
      log('error', 'configuration', { error: err.message, usage: USAGE });
      return 1;
    }
    throw err;
  }

  const db = new pg.Client({ connectionString: config.databaseUrl, application_name: 'pdpl-observer' });
  db.on('error', (err) => log('error', 'database', { error: err.message }));
  let browser: Browser | null = null;
  const ownBrowser = !deps.launch;
  const launch = deps.launch ?? ((c: ObserverConfig) => launchChromium(c.chromiumPath));
  const onAbort = () => {
    log('warn', 'stopping', { reason: 'signal' });
    if (ownBrowser) void browser?.close().catch(() => undefined);
  };
  deps.signal?.addEventListener('abort', onAbort, { once: true });
  let observed = 0;
  let failed = 0;
  try {
    try {
      await db.connect();
    } catch (err) {
      log('error', 'database', { error: `Cannot connect to DATABASE_URL: ${(err as Error).message}` });
      return 1;
    }
    let companies: Company[];
    try {
      companies = await companiesToObserve(db, args.company);
    } catch (err) {
      log('error', err instanceof UsageError ? 'configuration' : 'database', { error: (err as Error).message });
      return 1;
    }
    log('info', 'start', { companies: companies.length, company: args.company ?? undefined, botToken: config.botToken });

    for (const [index, company] of companies.entries()) {
      if (deps.signal?.aborted) break;
      if (index > 0 && config.delayMs > 0) await sleep(config.delayMs, undefined, { signal: deps.signal }).catch(() => undefined);
      if (deps.signal?.aborted) break;
      // Launched for the first site (a run with nothing to observe needs no browser), again if it crashed.
      if (!browser || !browser.isConnected()) {
        try {
          browser = await launch(config);
        } catch (err) {
          log('error', 'browser', { error: `Chromium did not start: ${(err as Error).message.split('\n')[0]}` });
          return 1;
        }
      }
      const t0 = Date.now();
      let observation: SiteObservation;
      try {
        observation = await withDeadline(
          observeSite(browser, company.website, {
            botToken: config.botToken,
            allowHosts: config.allowHosts,
            settleMs: config.settleMs,
            ...deps.observeOptions,
          }),
          config.siteTimeoutMs,
          `${company.website} took longer than ${config.siteTimeoutMs} ms`,
        );
      } catch (err) {
        failed += 1;
        log('warn', 'site-failed', { company: company.id, website: company.website, error: (err as Error).message, kind: (err as Error).name, ms: Date.now() - t0 });
        // A visit cut short by the deadline leaves its context behind: a new browser for the next site.
        if (err instanceof DeadlineExceeded && ownBrowser) {
          await browser.close().catch(() => undefined);
          browser = null;
        }
        continue;
      }
      try {
        await db.query(
          `insert into site_observations (company_id, observed_at, cookies_before_choice, banner_reject_option, details)
           values ($1, now(), $2, $3, $4::jsonb)`,
          [company.id, observation.cookiesBeforeChoice, observation.bannerRejectOption, JSON.stringify(detailsOf(observation))],
        );
      } catch (err) {
        log('error', 'database', { company: company.id, error: `Cannot store the observation: ${(err as Error).message}` });
        return 1;
      }
      observed += 1;
      log('info', 'site-observed', {
        company: company.id,
        website: company.website,
        finalUrl: observation.finalUrl,
        cookiesBeforeChoice: observation.cookiesBeforeChoice,
        cookies: observation.cookies.length,
        bannerFound: observation.bannerFound,
        bannerVendor: observation.banner?.vendor ?? null,
        bannerRejectOption: observation.bannerRejectOption,
        refused: observation.refused.length,
        settled: observation.settled,
        ms: Date.now() - t0,
      });
    }
    log('info', 'done', { observed, failed, stopped: deps.signal?.aborted ?? false, ms: Date.now() - started });
    return 0;
  } finally {
    deps.signal?.removeEventListener('abort', onAbort);
    if (ownBrowser) await browser?.close().catch(() => undefined);
    await db.end().catch(() => undefined);
  }
}

class DeadlineExceeded extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeadlineExceeded';
  }
}

async function withDeadline<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineExceeded(message)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
    // The abandoned visit may still fail later: its error is not the run's.
    work.catch(() => undefined);
  }
}
