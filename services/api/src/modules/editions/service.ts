/**
 * Importing, publishing and withdrawing editions: the one path every writer of index data takes
 * (the admin API, the command line and the sample data at first start). Each step is one
 * transaction with its audit entry, so a reader sees an edition entirely before or entirely after.
 */
import type { Knex } from 'knex';
import {
  EDITION_ERROR_CODES,
  validateEditionFile,
  type EditionFileError,
  type EditionFileRow,
  type EditionListItem,
} from '@pdpl/contracts';
import { Conflict, NotFound, ValidationFailed } from '../../domain/errors.js';
import { indexDataChanged } from '../index/read-cache.js';
import { readEditionFile, type EditionFormat } from './parse.js';
import { findEdition, insertAudit, insertDraft, lockMonth, markPublished, markWithdrawn, type EditionActor } from './repository.js';

/** A refused file, with every error, each naming its row and column. */
export class EditionFileRejected extends ValidationFailed {
  constructor(readonly errors: EditionFileError[]) {
    super(`The file has ${errors.length} ${errors.length === 1 ? 'error' : 'errors'}: nothing was imported.`, { rows: errors });
  }
}

/** Reads and validates a whole file; throws EditionFileRejected with every error. */
export async function checkEditionFile(text: string, format: EditionFormat): Promise<EditionFileRow[]> {
  const read = await readEditionFile(text, format);
  const { rows, errors } = read.file ? validateEditionFile(read.file) : { rows: [], errors: [] };
  const all = [...read.errors, ...errors].sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  if (all.length > 0) throw new EditionFileRejected(all);
  return rows;
}

export interface ImportInput {
  text: string;
  format: EditionFormat;
  /** YYYY-MM */
  month: string;
  actor: EditionActor;
  isSample?: boolean;
}

/** Validates the file and stores it as a draft; nothing public changes. */
export async function importEdition(db: Knex, input: ImportInput): Promise<EditionListItem> {
  const rows = await checkEditionFile(input.text, input.format);
  const id = await db.transaction(async (trx) => {
    const editionId = await insertDraft(trx, input.month, rows, input.actor, input.isSample ?? false);
    await insertAudit(trx, 'import', input.actor, { id: editionId, month: input.month, companyCount: rows.length });
    return editionId;
  });
  return (await findEdition(db, id))!;
}

const conflict = (code: string, message: string) => new Conflict(message, { code });

/** The edition with this id; NotFound when there is none. */
export async function existingEdition(db: Knex, id: number): Promise<EditionListItem> {
  const edition = await findEdition(db, id);
  if (!edition) throw new NotFound(`No edition with id ${id}`);
  return edition;
}

/**
 * The draft becomes the published edition of its month; one published before it for that month is
 * withdrawn in the same transaction. Answers the published edition and the one it replaced, if any.
 */
export async function publishEdition(db: Knex, id: number, actor: EditionActor): Promise<{ edition: EditionListItem; replaced: EditionListItem | null }> {
  const draft = await existingEdition(db, id);
  const replacedId = await db.transaction(async (trx) => {
    const month = await lockMonth(trx, draft.month);
    if (month.find((e) => e.id === id)?.status !== 'draft') throw conflict(EDITION_ERROR_CODES.notDraft, 'Only a draft can be published.');
    const current = month.find((e) => e.status === 'published');
    if (current) {
      await markWithdrawn(trx, current.id, actor);
      await insertAudit(trx, 'withdraw', actor, await existingEdition(trx, current.id));
    }
    await markPublished(trx, id, actor);
    await insertAudit(trx, 'publish', actor, draft);
    return current?.id ?? null;
  });
  indexDataChanged();
  return { edition: await existingEdition(db, id), replaced: replacedId === null ? null : await existingEdition(db, replacedId) };
}

/** A published edition stops being public; the newest other published edition is current again. */
export async function withdrawEdition(db: Knex, id: number, actor: EditionActor): Promise<EditionListItem> {
  const edition = await existingEdition(db, id);
  await db.transaction(async (trx) => {
    const month = await lockMonth(trx, edition.month);
    if (month.find((e) => e.id === id)?.status !== 'published') throw conflict(EDITION_ERROR_CODES.notPublished, 'Only a published edition can be withdrawn.');
    await markWithdrawn(trx, id, actor);
    await insertAudit(trx, 'withdraw', actor, edition);
  });
  indexDataChanged();
  return existingEdition(db, id);
}
