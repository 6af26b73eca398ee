/**
 * npm run db:migrate
 *
 * Brings the database (DATABASE_URL, else the embedded one in DATA_DIR) to this release's schema and
 * exits: the migration job of a deployment whose servers run with MIGRATE_ON_START=false. With
 * APP_DATABASE_URL it also sets up the servers' own role (rows only, no DDL: src/db/app-role.ts). Knex's
 * migration lock makes two runs at once safe (the second waits, then finds nothing to do).
 * Exit code 1 with the reason on any failure.
 */
import { ConfigError, loadConfig } from '../config.js';
import { appRoleOf, ensureAppRole } from '../db/app-role.js';
import { openDatabase, type Database } from '../db/database.js';
import { migrateLatest } from '../db/migrations/index.js';
import { createLogger } from '../logger.js';

async function main(): Promise<void> {
  let database: Database | undefined;
  try {
    const config = loadConfig();
    database = await openDatabase(config, createLogger('warn'));
    const ran = await migrateLatest(database.knex);
    process.stdout.write(ran.length > 0 ? `Migrated: ${ran.join(', ')}\n` : 'The database schema is up to date.\n');
    const appRole = config.appDatabaseUrl ? appRoleOf(config.appDatabaseUrl) : null;
    if (appRole) {
      await ensureAppRole(database.knex, appRole);
      process.stdout.write(`The servers' role ${appRole.name} may read and write rows only.\n`);
    }
  } catch (err) {
    process.exitCode = 1;
    process.stderr.write(`${err instanceof ConfigError ? err.message : `Migration failed: ${(err as Error).message}`}\n`);
  } finally {
    await database?.close();
  }
}

void main();
