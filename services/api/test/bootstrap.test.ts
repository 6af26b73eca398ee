import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { Knex } from 'knex';
import { API_PATHS } from '@pdpl/contracts';
import { loadConfig } from '../src/config.js';
import { ADMIN_PASSWORD_FILE, bootstrapAdmin, LOCAL_ADMIN_EMAIL, type BootstrapDeps } from '../src/modules/auth/bootstrap.js';
import { verifyPassword } from '../src/modules/auth/password.js';
import { resolveSessionSecret } from '../src/modules/auth/session-secret.js';
import { buildTestApp } from './support/app.js';
import { countRows, openTestDb, resetDb, silentLogger } from './support/db.js';

let db: Knex;
let announced: string[];
let dataDir: string;
const passwordFile = () => path.join(dataDir, ADMIN_PASSWORD_FILE);
const writtenPassword = async () => (await readFile(passwordFile(), 'utf8')).trim();

const deps = (over: Partial<BootstrapDeps> = {}): BootstrapDeps => ({
  db,
  admin: { email: null, password: null },
  databaseMode: 'embedded',
  dataDir,
  logger: silentLogger,
  announce: (text) => announced.push(text),
  ...over,
});

beforeAll(async () => {
  db = await openTestDb();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'pdpl-bootstrap-'));
});
beforeEach(async () => {
  announced = [];
  await resetDb(db);
});
afterAll(async () => {
  await db.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

describe('admin bootstrap from ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  const admin = { email: 'owner@example.com', password: 'a-strong-passphrase-1' };

  it("creates the admin once, then answers 'ready', and the admin can sign in", async () => {
    expect(await bootstrapAdmin(deps({ admin }))).toBe('created');
    expect(await bootstrapAdmin(deps({ admin }))).toBe('ready');
    expect(await countRows(db, 'users')).toBe(1);
    expect(announced).toEqual([]);

    const t = buildTestApp(db);
    try {
      const res = await request(t.app).post(API_PATHS.login).send(admin);
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ email: admin.email, role: 'admin' });
    } finally {
      await t.close();
    }
  });

  it('never overwrites the password of an existing user', async () => {
    await bootstrapAdmin(deps({ admin }));
    expect(await bootstrapAdmin(deps({ admin: { ...admin, password: 'a-different-passphrase' } }))).toBe('ready');
    const row = await db('users').where({ email: admin.email }).first();
    expect(await verifyPassword(row.password_hash, admin.password)).toBe(true);
    expect(await verifyPassword(row.password_hash, 'a-different-passphrase')).toBe(false);
  });

  it('stores an argon2id hash, never the password', async () => {
    await bootstrapAdmin(deps({ admin }));
    const row = await db('users').where({ email: admin.email }).first();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$/);
    expect(row.password_hash).toMatch(/[$,]m=19456[,$]/);
    expect(row.password_hash).toMatch(/[$,]t=2[,$]/);
    expect(row.password_hash).toMatch(/[$,]p=1[,$]/);
    expect(row.password_hash).not.toContain(admin.password);
  });
});

describe('admin bootstrap without ADMIN_* settings', () => {
  it('in local mode creates admin@localhost with a random password written to a private file, never to the console', async () => {
    expect(await bootstrapAdmin(deps())).toBe('created');
    expect(announced).toHaveLength(1);
    const password = await writtenPassword();
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect((await stat(passwordFile())).mode & 0o777).toBe(0o600);
    expect(announced[0]).toContain(LOCAL_ADMIN_EMAIL);
    expect(announced[0]).toContain(passwordFile());
    expect(announced[0]).not.toContain(password);
    const row = await db('users').where({ email: LOCAL_ADMIN_EMAIL }).first();
    expect(row.role).toBe('admin');
    expect(await verifyPassword(row.password_hash, password!)).toBe(true);

    expect(await bootstrapAdmin(deps())).toBe('ready');
    expect(announced).toHaveLength(1);
    expect(await countRows(db, 'users')).toBe(1);
  });

  it('generates a different password on every fresh install', async () => {
    await bootstrapAdmin(deps());
    const first = await writtenPassword();
    await resetDb(db);
    await bootstrapAdmin(deps());
    expect(await writtenPassword()).not.toBe(first);
  });

  it('with an external database creates nothing', async () => {
    expect(await bootstrapAdmin(deps({ databaseMode: 'external' }))).toBe('skipped');
    expect(await countRows(db, 'users')).toBe(0);
    expect(announced).toEqual([]);
  });
});

describe('configuration guards', () => {
  it('refuses an ADMIN_PASSWORD shorter than 12 characters', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'short-pass' })).toThrow(
      /ADMIN_PASSWORD must be at least 12 characters/,
    );
  });

  it('refuses ADMIN_EMAIL without ADMIN_PASSWORD', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@example.com' })).toThrow(/must be set together/);
  });

  it('refuses to start in production with DATABASE_URL and no SESSION_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db/app' })).toThrow(
      /SESSION_SECRET is required in production/,
    );
  });

  it('refuses to serve in production without a mail server, which a migration does not need', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db/app', SESSION_SECRET: 'x'.repeat(40), TRUST_PROXY: '1' };
    expect(() => loadConfig(production, { serving: true })).toThrow(/SMTP_URL \(or SMTP_HOST\) is required in production: .* would be written to DATA_DIR\/outbox inside the container and lost/);
    expect(loadConfig({ ...production, SMTP_URL: 'smtps://u:p@mail.example:465' }, { serving: true }).mail.smtp).toEqual({ url: 'smtps://u:p@mail.example:465' });
    expect(loadConfig({ ...production, SMTP_HOST: 'mail.example' }, { serving: true }).mail.smtp).toMatchObject({ host: 'mail.example', port: 587 });
    expect(loadConfig(production).mail.smtp).toBeNull();
    // Outside production the outbox is the local mailbox.
    expect(loadConfig({ ...production, NODE_ENV: 'development' }, { serving: true }).mail.smtp).toBeNull();
  });

  it('lists every problem at once', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'abc', SERVE_WEB: 'perhaps', CORS_ORIGINS: 'example.com' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain('PORT must be a whole number');
    expect(message).toContain('SERVE_WEB must be true or false');
    expect(message).toContain('CORS_ORIGINS entry "example.com" is not an origin');
  });
});

describe('session secret', () => {
  it('is generated once into DATA_DIR with mode 0600 and reused', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pdpl-secret-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir });
      const first = await resolveSessionSecret(config);
      const second = await resolveSessionSecret(config);
      expect(first).toBe(second);
      expect(first.length).toBeGreaterThanOrEqual(32);
      const file = path.join(dataDir, 'session-secret');
      expect((await readFile(file, 'utf8')).trim()).toBe(first);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('comes from SESSION_SECRET when set', async () => {
    const secret = 'x'.repeat(40);
    expect(await resolveSessionSecret(loadConfig({ SESSION_SECRET: secret }))).toBe(secret);
  });
});

describe('POST /api/auth/bootstrap', () => {
  it("creates the admin from the server's environment once, then answers 'ready'", async () => {
    const t = buildTestApp(db, { ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'environment-passphrase' });
    try {
      const first = await request(t.app).post(API_PATHS.bootstrap).send({ email: 'intruder@evil.example', password: 'chosen-by-attacker' });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ status: 'created' });
      expect((await request(t.app).post(API_PATHS.bootstrap)).body).toEqual({ status: 'ready' });
      expect(await db('users').pluck('email')).toEqual(['boss@example.com']);
      expect((await request(t.app).post(API_PATHS.login).send({ email: 'intruder@evil.example', password: 'chosen-by-attacker' })).status).toBe(401);
      expect((await request(t.app).post(API_PATHS.login).send({ email: 'boss@example.com', password: 'environment-passphrase' })).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('in local mode without settings creates admin@localhost and keeps its password out of the answer', async () => {
    const printed: string[] = [];
    const t = buildTestApp(db, { DATA_DIR: dataDir }, (c) => ({ ...c, databaseMode: 'embedded' }), { announce: (text) => printed.push(text) });
    try {
      const res = await request(t.app).post(API_PATHS.bootstrap);
      expect(res.body).toEqual({ status: 'created' });
      expect(JSON.stringify(res.body)).not.toMatch(/password/i);
      expect(printed).toHaveLength(1);
      expect(printed[0]).toContain(LOCAL_ADMIN_EMAIL);
    } finally {
      await t.close();
    }
  });

  it('answers 503 ADMIN_NOT_CONFIGURED with an external database and no settings', async () => {
    const t = buildTestApp(db);
    try {
      const res = await request(t.app).post(API_PATHS.bootstrap);
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe('ADMIN_NOT_CONFIGURED');
      expect(await countRows(db, 'users')).toBe(0);
    } finally {
      await t.close();
    }
  });

  it('is rate-limited where it does work, never for the sign-in screen of a ready site', async () => {
    const failing = buildTestApp(db);
    const ready = buildTestApp(db, { ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'environment-passphrase' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i += 1) statuses.push((await request(failing.app).post(API_PATHS.bootstrap)).status);
      expect(statuses.slice(0, 30).every((s) => s === 503)).toBe(true);
      expect(statuses[30]).toBe(429);

      const loads: number[] = [];
      for (let i = 0; i < 40; i += 1) loads.push((await request(ready.app).post(API_PATHS.bootstrap)).status);
      expect(loads.every((s) => s === 200)).toBe(true);
    } finally {
      await failing.close();
      await ready.close();
    }
  });
});
