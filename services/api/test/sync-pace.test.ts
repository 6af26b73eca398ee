/**
 * Airtable's request pace (5 a second per base) against a stand-in that enforces it with a 30 s
 * penalty: one instance alone, and two instances sharing the pace kept in PostgreSQL.
 */
import request from 'supertest';
import type { Express } from 'express';
import { API_PATHS, CSRF_HEADER } from '@pdpl/contracts';
import { insertLeads } from './support/airtable-leads.js';
import { startAirtableStandIn } from './support/airtable-stand-in.js';
import { useSyncFixture } from './support/sync-fixture.js';
import { signInAgent, STAFF } from './support/users.js';

const fx = useSyncFixture();

async function syncTable(app: Express, table: string): Promise<request.Response> {
  const { agent, csrf } = await signInAgent(app, STAFF.admin);
  return agent.post(API_PATHS.adminSyncTable(table)).set(CSRF_HEADER, csrf);
}

describe('Airtable request pace', () => {
  it('paces requests under Airtable limit: never more than 5 in any one-second window', async () => {
    const limited = await startAirtableStandIn({ rateLimit: { perSecond: 5, penaltyMs: 30_000 } });
    try {
      const app = fx.appWith(fx.airtableEnv({ AIRTABLE_ENDPOINT_URL: limited.url }));
      await insertLeads(fx.db, 'newsletter_subscriptions', 65);
      const res = await syncTable(app, 'newsletter_subscriptions');
      expect(res.body).toEqual({ recordsSynced: 65, erased: 0 });
      const times = limited.requests.map((r) => r.at);
      expect(times).toHaveLength(7);
      expect(limited.requests.every((r) => r.status === 200)).toBe(true);
      for (let i = 0; i + 5 < times.length; i += 1) expect(times[i + 5]! - times[i]!).toBeGreaterThanOrEqual(1000);
    } finally {
      await limited.close();
    }
  });

  it('keeps one pace across instances: two API instances syncing at once stay under the limit together', async () => {
    const limited = await startAirtableStandIn({ rateLimit: { perSecond: 5, penaltyMs: 30_000 } });
    try {
      const env = fx.airtableEnv({ AIRTABLE_ENDPOINT_URL: limited.url });
      const [one, two] = [fx.appWith(env), fx.appWith(env)];
      await insertLeads(fx.db, 'newsletter_subscriptions', 40);
      await insertLeads(fx.db, 'contact_submissions', 40);
      const [a, b] = await Promise.all([syncTable(one, 'newsletter_subscriptions'), syncTable(two, 'contact_submissions')]);
      expect([a.body.recordsSynced, b.body.recordsSynced]).toEqual([40, 40]);
      const times = limited.requests.map((r) => r.at).sort((x, y) => x - y);
      expect(times).toHaveLength(8);
      expect(limited.requests.filter((r) => r.status !== 200)).toEqual([]);
      for (let i = 0; i + 5 < times.length; i += 1) expect(times[i + 5]! - times[i]!).toBeGreaterThanOrEqual(1000);
    } finally {
      await limited.close();
    }
  });
});
