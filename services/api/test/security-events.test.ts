/** Security events reach the logs as structured events an operator can alert on, without the admin's address. */
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { API_PATHS } from '@pdpl/contracts';
import { buildTestApp, useTestApp } from './support/app.js';
import { STAFF, useStaffAccounts } from './support/users.js';

const fx = useTestApp({ resetEachTest: true });
useStaffAccounts(fx);

function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, sink), events: () => lines.filter((l) => typeof l.event === 'string').map((l) => l.event), text: () => JSON.stringify(lines) };
}

it('logs failed sign-ins, throttling and CSRF refusals as events, never the e-mail tried', async () => {
  const log = capturingLogger();
  const app = buildTestApp(fx.db, { RATE_LIMIT_LOGIN: '2', LOG_LEVEL: 'info' }, (c) => c, { logger: log.logger });
  try {
    for (let i = 0; i < 2; i += 1) await request(app.app).post(API_PATHS.login).send({ ...STAFF.admin, password: 'wrong' });
    expect((await request(app.app).post(API_PATHS.login).send({ ...STAFF.admin, password: 'wrong' })).status).toBe(429);

    const agent = request.agent(app.app);
    await agent.post(API_PATHS.login).send(STAFF.analyst);
    expect((await agent.post(API_PATHS.adminSyncRun)).status).toBe(403);

    expect(log.events()).toEqual(['security.login_failed', 'security.login_failed', 'security.login_throttled', 'security.csrf_refused']);
    expect(log.text()).not.toContain(STAFF.admin.email);
  } finally {
    await app.close();
  }
});
