import { getCreateIndexesSQL, getCreateLogsIndexesSQL, getCreateLogsTableSQL, getCreateTableSQL, getUpdateTimestampTriggerSQL } from '@agendajs/postgres-backend';
import type { Knex } from 'knex';

/**
 * Agenda's tables (the hourly sync's jobs and their log), created here from Agenda's own SQL rather
 * than by the server on first start: the servers' database role may then have no DDL rights at all.
 * IF NOT EXISTS throughout: a database whose server already created them keeps them as they are.
 */
export const AGENDA_JOBS_TABLE = 'agenda_jobs';
export const AGENDA_LOGS_TABLE = 'agenda_logs';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(getCreateTableSQL(AGENDA_JOBS_TABLE));
  for (const sql of getCreateIndexesSQL(AGENDA_JOBS_TABLE)) await knex.raw(sql);
  await knex.raw(getUpdateTimestampTriggerSQL(AGENDA_JOBS_TABLE));
  await knex.raw(getCreateLogsTableSQL(AGENDA_LOGS_TABLE));
  for (const sql of getCreateLogsIndexesSQL(AGENDA_LOGS_TABLE)) await knex.raw(sql);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`drop table if exists "${AGENDA_LOGS_TABLE}"`);
  await knex.raw(`drop table if exists "${AGENDA_JOBS_TABLE}" cascade`);
  await knex.raw(`drop function if exists update_${AGENDA_JOBS_TABLE}_updated_at()`);
}
