// A PostgreSQL the fault tests can stop and start like a real database server: this process runs
// the embedded PostgreSQL (built dist/db/embedded.js) in DATA_DIR on PG_PORT, prints its URL as one
// JSON line, and on SIGTERM shuts it down (fast shutdown: open connections are cut) and exits.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pino from 'pino';

const apiDir = path.resolve(import.meta.dirname, '..', '..');
const { startEmbeddedPostgres } = await import(pathToFileURL(path.join(apiDir, 'dist/db/embedded.js')).href);
const embedded = await startEmbeddedPostgres({
  dataDir: process.env.DATA_DIR,
  port: Number(process.env.PG_PORT),
  database: 'pdpl_faults',
  logger: pino({ level: 'warn' }),
});
process.stdout.write(`${JSON.stringify({ url: embedded.url })}\n`);
process.on('SIGTERM', async () => {
  await embedded.stop();
  process.exit(0);
});
