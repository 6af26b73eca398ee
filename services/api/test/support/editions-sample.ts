/**
 * The sample editions (services/api/data/sample-index/*.csv.br) read and validated with the shared
 * validator, in the shape tests compare the API's answers with: the companies, and per edition
 * (oldest first) each company's scores and dimensions in DIMENSIONS order.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { readSampleEdition, SAMPLE_INDEX_DIR as SAMPLE_DIR } from '../../src/db/seeds/sample-index.js';

export { SAMPLE_DIR };
import { DIMENSIONS, validateEditionFile, type DimensionKey, type EditionDimension, type EditionFileRow } from '@pdpl/contracts';

export interface SampleCompany {
  id: string;
  name: string;
  sector: string;
  description: string;
  homepageUrl: string;
  privacyPolicyUrl: string;
}

export interface SampleCompanyScore {
  companyId: string;
  score: number;
  reportDate: string;
  strengths: string;
  criticalIssues: string;
  recommendations: string;
  dimensions: (EditionDimension & { key: DimensionKey })[];
}

export interface SampleEdition {
  /** First day of the month, as the index API answers it (YYYY-MM-DD). */
  month: string;
  file: string;
  scores: SampleCompanyScore[];
}

export interface SampleIndex {
  companies: SampleCompany[];
  editions: SampleEdition[];
}

/** One sample file's rows; throws with every error when it does not validate. */
export function readSampleRows(file: string): EditionFileRow[] {
  const records = parse(readSampleEdition(file), { bom: true }) as string[][];
  const [columns = [], ...cells] = records;
  const rows = cells.map((r) => Object.fromEntries(columns.map((c, i) => [c, r[i] ?? ''])));
  const { rows: valid, errors } = validateEditionFile({ columns, rows });
  if (errors.length > 0) throw new Error(`${file}:\n${errors.map((e) => e.message).join('\n')}`);
  return valid;
}

export function loadSampleIndex(): SampleIndex {
  const files = readdirSync(SAMPLE_DIR).filter((n) => n.endsWith('.csv.br')).sort();
  const editions = files.map((name) => ({ name, rows: readSampleRows(path.join(SAMPLE_DIR, name)) }));
  const latest = editions[editions.length - 1]?.rows ?? [];
  return {
    companies: latest.map((r) => ({ id: r.id, name: r.companyName, sector: r.sector, description: r.companyDescription, homepageUrl: r.homepageUrl, privacyPolicyUrl: r.privacyPolicyUrl })),
    editions: editions.map(({ name, rows }) => ({
      month: `${name.slice(0, 7)}-01`,
      file: path.join(SAMPLE_DIR, name),
      scores: rows.map((r) => ({
        companyId: r.id,
        score: r.score,
        reportDate: r.reportDate,
        strengths: r.strengths,
        criticalIssues: r.criticalIssues,
        recommendations: r.recommendations,
        dimensions: DIMENSIONS.map(({ key }) => ({ key, ...r.dimensions[key] })),
      })),
    })),
  };
}
