/**
 * Data-subject requests on the company's own leads (PDPL Art. 4: access and erasure, answered within
 * 30 days). Every look-up, export and erasure is logged with the day the request was received, so
 * its deadline shows, and the log holds no personal data. Erased rows already copied to Airtable are
 * queued, by id only, for the next sync to delete there.
 */
import type { Knex } from 'knex';
import { SITE, SYNCABLE_TABLE_NAMES, type DataRequestInput, type ErasureResponse, type SessionUser, type SubjectExport, type SubjectLookupResponse } from '@pdpl/contracts';
import { leadsOfEmail } from '../leads/lead-records.js';
import { queueAirtableDeletions } from '../sync/repository.js';
import { deleteRowsOfEmail, insertRequest } from './repository.js';

export async function lookUpSubject(db: Knex, by: SessionUser, input: DataRequestInput): Promise<SubjectLookupResponse> {
  const records = await leadsOfEmail(db, SYNCABLE_TABLE_NAMES, input.email);
  const request = await insertRequest(db, { action: 'lookup', receivedOn: input.receivedOn, handledBy: by.id, records: records.length });
  return { records, request };
}

export async function exportSubject(db: Knex, by: SessionUser, input: DataRequestInput): Promise<SubjectExport> {
  const records = await leadsOfEmail(db, SYNCABLE_TABLE_NAMES, input.email);
  await insertRequest(db, { action: 'export', receivedOn: input.receivedOn, handledBy: by.id, records: records.length });
  return { subject: input.email, exportedAt: new Date().toISOString(), controller: SITE.companyName, records };
}

export async function eraseSubject(db: Knex, by: SessionUser, input: DataRequestInput): Promise<ErasureResponse> {
  return db.transaction(async (trx) => {
    let erased = 0;
    let queued = 0;
    for (const table of SYNCABLE_TABLE_NAMES) {
      // A row a running sync holds is waited for, so its airtable_synced_at is read after that sync.
      const { deleted, synced } = await deleteRowsOfEmail(trx, table, input.email);
      await queueAirtableDeletions(trx, table, synced);
      erased += deleted;
      queued += synced.length;
    }
    const request = await insertRequest(trx, { action: 'erasure', receivedOn: input.receivedOn, handledBy: by.id, records: erased });
    return { erased, airtableDeletionsQueued: queued, request };
  });
}
