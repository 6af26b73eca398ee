/**
 * The automated run (syncAllTables, what the hourly job calls) against the real database and the
 * Airtable stand-in: order, failures, and what it writes to sync_logs.
 */
import { NOTHING_TO_SYNC_MESSAGE, SYNCABLE_TABLE_NAMES } from '@pdpl/contracts';
import { loadConfig } from '../src/config.js';
import { createSyncService, SYNC_LOG_RETENTION_DAYS } from '../src/modules/sync/service.js';
import { insertLeads } from './support/airtable-leads.js';
import { silentLogger } from './support/db.js';
import { useSyncFixture } from './support/sync-fixture.js';

const WAITLIST = 'waitlist_submissions';
const fx = useSyncFixture();

describe('the automated run (syncAllTables)', () => {
  it('syncs the five tables in order and goes on past a failing one', async () => {
    const config = loadConfig(fx.airtableEnv({ AIRTABLE_TABLE_NAMES: 'contact_submissions=Missing' })).airtable!;
    for (const table of SYNCABLE_TABLE_NAMES) await insertLeads(fx.db, table, 2);
    const result = await createSyncService(fx.db, config, silentLogger).syncAllTables();
    expect(result.recordsSynced).toBe(8);
    expect(result.failed.map((f) => f.table)).toEqual(['contact_submissions']);
    const logs = await fx.syncLogs();
    expect(logs.map((l) => [l.table_name, l.status])).toEqual([
      ['waitlist_submissions', 'success'],
      ['contact_submissions', 'error'],
      ['assessment_results', 'success'],
      ['newsletter_subscriptions', 'success'],
      ['pilot_applications', 'success'],
    ]);
    expect(await fx.unsyncedCount('contact_submissions')).toBe(2);
  });

  it('logs only the tables that sent records', async () => {
    const config = loadConfig(fx.airtableEnv()).airtable!;
    await insertLeads(fx.db, WAITLIST, 3);
    await insertLeads(fx.db, 'pilot_applications', 1);
    const result = await createSyncService(fx.db, config, silentLogger).syncAllTables();
    expect(result).toEqual({ recordsSynced: 4, erased: 0, failed: [] });
    expect((await fx.syncLogs()).map((l) => [l.table_name, l.message])).toEqual([
      [WAITLIST, '3 records synced from waitlist_submissions to Airtable'],
      ['pilot_applications', '1 records synced from pilot_applications to Airtable'],
    ]);
  });

  it('writes one entry, not one per table, when there is nothing to send', async () => {
    const config = loadConfig(fx.airtableEnv()).airtable!;
    const service = createSyncService(fx.db, config, silentLogger);
    await service.syncAllTables();
    await service.syncAllTables();
    expect((await fx.syncLogs()).map((l) => [l.status, l.table_name, l.message])).toEqual([
      ['success', null, NOTHING_TO_SYNC_MESSAGE],
      ['success', null, NOTHING_TO_SYNC_MESSAGE],
    ]);
    expect(fx.standIn.requests).toHaveLength(0);
  });

  it(`removes log entries older than ${SYNC_LOG_RETENTION_DAYS} days and keeps the rest`, async () => {
    const day = 24 * 3600 * 1000;
    const entry = (message: string, ageDays: number) => ({ status: 'success', table_name: WAITLIST, message, created_at: new Date(Date.now() - ageDays * day) });
    await fx.db('sync_logs').insert([entry('too old', SYNC_LOG_RETENTION_DAYS + 1), entry('recent enough', SYNC_LOG_RETENTION_DAYS - 1)]);
    await createSyncService(fx.db, loadConfig(fx.airtableEnv()).airtable!, silentLogger).syncAllTables();
    expect((await fx.syncLogs()).map((l) => l.message)).toEqual(['recent enough', NOTHING_TO_SYNC_MESSAGE]);
  });
});
