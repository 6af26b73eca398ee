/**
 * What publishing a draft would change, against the current published edition: companies added and
 * removed, the largest score changes, sector averages, and the first page of the public list. It
 * reads both editions with the public list's own query, so the page is exactly what visitors get.
 */
import type { Knex } from 'knex';
import { EDITION_PREVIEW_CHANGES, EDITION_PREVIEW_PAGE_SIZE, INDEX_SECTORS, type EditionPreview, type SectorAverageChange } from '@pdpl/contracts';
import { listCompanyScores, type CompanyScoreRow } from '../index/repository.js';
import { findEdition } from './repository.js';
import { existingEdition } from './service.js';

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The newest published edition other than `exceptId`: the one the public sees instead. */
async function currentEditionId(db: Knex, exceptId: number): Promise<number | null> {
  const row = await db('index_editions').where('status', 'published').whereNot('id', exceptId).orderBy('month', 'desc').first<{ id: number } | undefined>('id');
  return row?.id ?? null;
}

function sectorAverages(before: CompanyScoreRow[], after: CompanyScoreRow[]): SectorAverageChange[] {
  const average = (rows: CompanyScoreRow[], sector: string) => {
    const scores = rows.filter((r) => r.sector === sector).map((r) => Number(r.score));
    return scores.length === 0 ? null : round1(scores.reduce((a, b) => a + b, 0) / scores.length);
  };
  const sectors = new Set<string>([...INDEX_SECTORS, ...before.map((r) => r.sector), ...after.map((r) => r.sector)]);
  return [...sectors]
    .map((sector) => ({ sector, before: average(before, sector), after: average(after, sector) }))
    .filter((s) => s.before !== null || s.after !== null);
}

export async function previewEdition(db: Knex, id: number): Promise<EditionPreview> {
  const edition = await existingEdition(db, id);
  const currentId = await currentEditionId(db, id);
  const [after, before, current] = await Promise.all([
    listCompanyScores(db, id),
    currentId === null ? [] : listCompanyScores(db, currentId),
    currentId === null ? null : findEdition(db, currentId),
  ]);
  const beforeById = new Map(before.map((r) => [r.id, r]));
  const afterIds = new Set(after.map((r) => r.id));
  const biggestChanges = after
    .flatMap((r) => {
      const old = beforeById.get(r.id);
      if (!old) return [];
      const [was, now] = [Number(old.score), Number(r.score)];
      return [{ id: r.id, companyName: r.name, before: was, after: now, delta: round1(now - was) }];
    })
    .filter((c) => c.delta !== 0)
    .sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta) || a.companyName.localeCompare(b.companyName))
    .slice(0, EDITION_PREVIEW_CHANGES);
  return {
    edition,
    current: current ?? null,
    added: after.filter((r) => !beforeById.has(r.id)).map((r) => ({ id: r.id, companyName: r.name })),
    removed: before.filter((r) => !afterIds.has(r.id)).map((r) => ({ id: r.id, companyName: r.name })),
    biggestChanges,
    sectorAverages: sectorAverages(before, after),
    firstPage: after.slice(0, EDITION_PREVIEW_PAGE_SIZE).map((r) => ({
      id: r.id,
      companyName: r.name,
      sector: r.sector,
      companyDescription: r.description,
      score: Number(r.score),
    })),
  };
}
