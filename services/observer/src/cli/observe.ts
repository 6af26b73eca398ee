/**
 * The observer's command: the CronJob runs it monthly (infra/k8s/base/observer), and
 * `npm run index:observe [-- --company <id>]` by hand. DATABASE_URL is required; the other settings
 * are in ../config.ts. JSON log lines on stdout. Exit 0 when it ran (sites that failed are logged
 * and skipped), 1 on a configuration, database or browser error; SIGTERM stops it after closing
 * the browser (exit 143).
 */
import { createLogger } from '../log.js';
import { runObserve } from '../run.js';

const log = createLogger();
const controller = new AbortController();
let signalCode = 0;
for (const [signal, code] of [['SIGTERM', 143], ['SIGINT', 130]] as const) {
  process.once(signal, () => {
    signalCode = code;
    controller.abort();
  });
}

try {
  const code = await runObserve(process.argv.slice(2), { log, signal: controller.signal });
  process.exitCode = signalCode || code;
} catch (err) {
  log('error', 'crashed', { error: (err as Error).stack ?? String(err) });
  process.exitCode = 1;
}
