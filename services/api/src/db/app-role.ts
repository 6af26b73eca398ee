/**
 * The servers' own database role, set up by the migration job: it may read and write rows and
 * nothing more (no CREATE, ALTER, DROP or TRUNCATE), so a flaw in a server cannot change the schema.
 * The job runs as the schema's owner (DATABASE_URL); the role and its password come from the URL
 * the servers use (APP_DATABASE_URL), so the two can never disagree.
 */
import type { Knex } from 'knex';

export interface AppRole {
  name: string;
  password: string;
}

/** The role of a postgres:// URL, or null when it names no user and password. */
export function appRoleOf(url: string): AppRole | null {
  const { username, password } = new URL(url);
  return username && password ? { name: decodeURIComponent(username), password: decodeURIComponent(password) } : null;
}

/** Creates the role or brings it back to exactly these rights, in the job's database and schema. */
export async function ensureAppRole(knex: Knex, role: AppRole): Promise<void> {
  const { rows } = await knex.raw<{ rows: { exists: boolean; owner: string; schema: string; database: string }[] }>(
    'select exists(select 1 from pg_roles where rolname = ?) as exists, current_user as owner, current_schema() as schema, current_database() as database',
    [role.name],
  );
  const { exists, owner, schema, database } = rows[0]!;
  if (role.name === owner) throw new Error(`APP_DATABASE_URL names the job's own role (${owner}): the servers need a role of their own`);
  const id = (name: string) => knex.raw('??', [name]).toQuery();
  const verb = exists ? 'alter' : 'create';
  await knex.raw(`${verb} role ${id(role.name)} with login nosuperuser nocreatedb nocreaterole noinherit password ${knex.raw('?', [role.password]).toQuery()}`);
  const r = id(role.name);
  const s = id(schema);
  await knex.raw(`grant connect on database ${id(database)} to ${r}`);
  await knex.raw(`revoke create on schema ${s} from ${r}, public`);
  await knex.raw(`grant usage on schema ${s} to ${r}`);
  await knex.raw(`grant select, insert, update, delete on all tables in schema ${s} to ${r}`);
  await knex.raw(`grant usage, select, update on all sequences in schema ${s} to ${r}`);
  // Tables a later migration creates get the same rights.
  await knex.raw(`alter default privileges in schema ${s} grant select, insert, update, delete on tables to ${r}`);
  await knex.raw(`alter default privileges in schema ${s} grant usage, select, update on sequences to ${r}`);
}
