/**
 * The servers' database role (src/db/app-role.ts, set up by the migration job) reads and writes
 * rows and can change nothing else, checked on a real PostgreSQL: a schema of the test database,
 * migrated by a role that may create roles, as a deployment's migration job runs.
 */
import { randomBytes } from 'node:crypto';
import knexFactory, { type Knex } from 'knex';
import { appRoleOf, ensureAppRole } from '../src/db/app-role.js';
import { migrateLatest } from '../src/db/migrations/index.js';
import { testAdminDatabaseUrl } from './support/db.js';

const suffix = randomBytes(5).toString('hex');
const schema = `app_role_${suffix}`;
const role = { name: `pdpl_app_${suffix}`, password: randomBytes(12).toString('hex') };

/** A connection to the test database with this schema first on the search path, as `user` when given. */
function connect(user?: typeof role): Knex {
  const url = new URL(testAdminDatabaseUrl());
  if (user) {
    url.username = user.name;
    url.password = user.password;
  }
  url.searchParams.set('options', `-c search_path=${schema}`);
  return knexFactory({ client: 'pg', connection: url.toString(), pool: { min: 0, max: 1 } });
}

let owner: Knex;
let app: Knex;

beforeAll(async () => {
  owner = connect();
  await owner.raw(`create schema ${schema}`);
  await migrateLatest(owner);
  await ensureAppRole(owner, role);
  app = connect(role);
});

afterAll(async () => {
  await app?.destroy();
  await owner.raw(`drop schema if exists ${schema} cascade`);
  await owner.raw(`drop owned by ${role.name}`).catch(() => undefined);
  await owner.raw(`drop role if exists ${role.name}`);
  await owner.destroy();
});

test('the role is read from the URL the servers use', () => {
  expect(appRoleOf('postgres://pdpl_app:s%40cret@db:5432/pdpl')).toEqual({ name: 'pdpl_app', password: 's@cret' });
  expect(appRoleOf('postgres://db:5432/pdpl')).toBeNull();
});

test('it can log in but create nothing: no superuser, no databases, no roles', async () => {
  const { rows } = await owner.raw('select rolcanlogin, rolsuper, rolcreatedb, rolcreaterole from pg_roles where rolname = ?', [role.name]);
  expect(rows).toEqual([{ rolcanlogin: true, rolsuper: false, rolcreatedb: false, rolcreaterole: false }]);
});

test('the servers read and write rows of every table, the Agenda jobs included', async () => {
  const [{ id }] = await app('newsletter_subscriptions').insert({ email: `role-${suffix}@example.com`, source: 'newsletter' }).returning('id');
  expect(await app('newsletter_subscriptions').where({ id }).first()).toMatchObject({ email: `role-${suffix}@example.com` });
  await app('newsletter_subscriptions').where({ id }).update({ email: `role2-${suffix}@example.com` });
  expect(await app('newsletter_subscriptions').where({ id }).del()).toBe(1);
  await app('agenda_jobs').insert({ name: 'airtable-sync' });
  expect(await app('agenda_jobs').where({ name: 'airtable-sync' }).del()).toBe(1);
  expect((await app('knex_migrations').select('name')).length).toBeGreaterThan(0);
});

test.each([
  ['create a table', 'create table intruder (id int)'],
  ['drop a table', 'drop table users'],
  ['alter a table', 'alter table users add column intruder text'],
  ['empty a table at once', 'truncate table sync_logs'],
  ['create an index', 'create index intruder_idx on users (email)'],
  ['create a function', "create function intruder() returns int language sql as 'select 1'"],
])('the servers cannot %s', async (_what, sql) => {
  await expect(app.raw(sql)).rejects.toThrow(/permission denied|must be owner/);
});

test('a table a later migration creates gets the same rights, and running the job again changes nothing', async () => {
  await owner.raw('create table later_table (id serial primary key, note text)');
  await app('later_table').insert({ note: 'written by the servers' });
  await ensureAppRole(owner, role);
  expect(await app('later_table').count({ n: '*' })).toEqual([{ n: '1' }]);
  await expect(app.raw('drop table later_table')).rejects.toThrow(/must be owner/);
});

test("the job refuses to hand the servers its own role", async () => {
  const { rows } = await owner.raw('select current_user as name');
  await expect(ensureAppRole(owner, { name: rows[0].name, password: 'x' })).rejects.toThrow(/the servers need a role of their own/);
});
