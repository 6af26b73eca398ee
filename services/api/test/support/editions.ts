/** Edition files for tests: valid rows to vary, as CSV or JSON, and the analyst's calls that send them. */
import type { Express } from 'express';
import { stringify } from 'csv-stringify/sync';
import { API_PATHS, CSRF_HEADER, DIMENSIONS, EDITION_COLUMN_NAMES, EDITION_COLUMNS } from '@pdpl/contracts';
import type { Knex } from 'knex';
import { countRows } from './db.js';
import { signInAgent, STAFF } from './users.js';

export type FileRecord = Record<string, string | number>;

/** A valid row: every dimension at `score`, so the overall score is `score` too. */
export function companyRecord(id: string, score = 50, overrides: FileRecord = {}): FileRecord {
  const record: FileRecord = {
    id,
    companyName: `Company ${id}`,
    sector: 'Banking & Financial Services',
    companyDescription: `What ${id} does.`,
    homepageUrl: `https://${id}.example`,
    privacyPolicyUrl: `https://${id}.example/privacy`,
    reportDate: '2025-11-14',
    score,
    strengths: 'Clear notice',
    criticalIssues: '',
    recommendations: 'Keep it up',
  };
  for (const { key } of DIMENSIONS) {
    record[key] = score;
    record[`${key}Reason`] = `Reason for ${key}`;
    record[`${key}BestPractices`] = '';
    record[`${key}CriticalIssues`] = '';
    record[`${key}Recommendations`] = '';
  }
  // The optional Arabic, evidence and rubric columns, empty (the texts are given in English only, nothing quoted, no requirements).
  for (const { name } of EDITION_COLUMNS.filter((c) => c.translation || c.evidence || c.rubric)) record[name] = '';
  return { ...record, ...overrides };
}

export function toCsv(records: FileRecord[], columns: readonly string[] = EDITION_COLUMN_NAMES): string {
  return stringify(records.map((r) => columns.map((c) => r[c] ?? '')), { header: true, columns: [...columns] });
}

/** Rows ids a, b, c... with scores; `prefix` keeps two editions' ids the same or apart. */
export const records = (scores: number[], prefix = 'co') => scores.map((score, i) => companyRecord(`${prefix}-${i + 1}`, score));

export const INDEX_TABLES = ['index_editions', 'companies', 'company_scores', 'company_dimension_scores', 'index_edition_audit'];

export async function indexRowCounts(db: Knex): Promise<Record<string, number>> {
  return Object.fromEntries(await Promise.all(INDEX_TABLES.map(async (t) => [t, await countRows(db, t)] as const)));
}

/** A signed-in analyst (by default) who imports, publishes and withdraws through the API. */
export async function editor(app: Express, who = STAFF.analyst) {
  const { agent, csrf } = await signInAgent(app, who);
  const post = (path: string) => agent.post(path).set(CSRF_HEADER, csrf);
  return {
    agent,
    csrf,
    importCsv: (month: string, csv: string) => post(`${API_PATHS.adminIndexEditionImport}?month=${month}`).set('Content-Type', 'text/csv').send(csv),
    importJson: (month: string, body: unknown) => post(`${API_PATHS.adminIndexEditionImport}?month=${month}`).set('Content-Type', 'application/json').send(JSON.stringify(body)),
    publish: (id: number) => post(API_PATHS.adminIndexEditionPublish(id)),
    withdraw: (id: number) => post(API_PATHS.adminIndexEditionWithdraw(id)),
    /** Imports and publishes; answers the edition id. */
    async publishFile(month: string, file: FileRecord[]): Promise<number> {
      const imported = await this.importCsv(month, toCsv(file));
      expect(imported.status).toBe(201);
      const published = await this.publish(imported.body.edition.id);
      expect(published.status).toBe(200);
      return imported.body.edition.id as number;
    },
  };
}
