/** Adding, editing and removing the companies the index watches, one by one or from a CSV file. */
import type { Knex } from 'knex';
import { editionError, FIRST_DATA_ROW, validateWatchedCompanyFile, WATCHED_COMPANY_MESSAGES, type WatchedCompany, type WatchedCompanyInput } from '@pdpl/contracts';
import { AlreadyExists, NotFound } from '../../domain/errors.js';
import { readEditionFile } from '../editions/parse.js';
import { EditionFileRejected } from '../editions/service.js';
import { deactivateWatchedCompany, existingIds, findWatchedCompany, insertWatchedCompanies, updateWatchedCompany } from './repository.js';

export async function watchedCompany(db: Knex, id: string): Promise<WatchedCompany> {
  const company = await findWatchedCompany(db, id);
  if (!company) throw new NotFound(`No watched company with id ${id}`);
  return company;
}

export async function addWatchedCompany(db: Knex, input: WatchedCompanyInput, actorId: number | null): Promise<WatchedCompany> {
  if ((await existingIds(db, [input.id])).size > 0) throw new AlreadyExists(WATCHED_COMPANY_MESSAGES.exists, { fields: { id: WATCHED_COMPANY_MESSAGES.exists } });
  await insertWatchedCompanies(db, [input], actorId);
  return watchedCompany(db, input.id);
}

/**
 * A CSV of companies: all or none. Every error names its row and column, like an edition file's; an id
 * already watched is an error of its row (an edit is made on the company's own form).
 */
export async function importWatchedCompanies(db: Knex, text: string, actorId: number | null): Promise<number> {
  const read = await readEditionFile(text, 'csv');
  const { rows, errors } = read.file ? validateWatchedCompanyFile(read.file) : { rows: [], errors: [] };
  const all = [...read.errors, ...errors];
  if (all.length === 0) {
    const taken = await existingIds(db, rows.map((r) => r.id));
    rows.forEach((r, i) => {
      if (taken.has(r.id)) all.push(editionError(read.file!.rowNumbers?.[i] ?? i + FIRST_DATA_ROW, 'id', `"${r.id}" is already watched`));
    });
  }
  if (all.length > 0) throw new EditionFileRejected(all.sort((a, b) => (a.row ?? 0) - (b.row ?? 0)));
  await db.transaction((trx) => insertWatchedCompanies(trx, rows, actorId));
  return rows.length;
}

export async function editWatchedCompany(db: Knex, input: WatchedCompanyInput): Promise<WatchedCompany> {
  if (!(await updateWatchedCompany(db, input))) throw new NotFound(`No watched company with id ${input.id}`);
  return watchedCompany(db, input.id);
}

export async function removeWatchedCompany(db: Knex, id: string): Promise<void> {
  if (!(await deactivateWatchedCompany(db, id))) throw new NotFound(`No watched company with id ${id}`);
}
