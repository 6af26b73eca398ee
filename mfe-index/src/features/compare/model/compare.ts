import { COMPARE, type CompanyReport, type DimensionScores } from '@pdpl/contracts';

/** Series colours of the compare radar and its HTML legend: one per company, one per sector's average. */
export const COMPARE_COLORS = {
  companies: ['#0b7a55', '#1d4ed8', '#c2410c', '#be185d'],
  sectors: ['#6b21a8', '#4b5563', '#0e7490', '#854d0e'],
} as const;

/** One sector of the compared companies: its dimension averages and its average overall score. */
export interface SectorColumn {
  sector: string;
  averages: DimensionScores;
  /** Mean of the sector's overall scores, to 1 decimal. */
  averageScore: number;
}

/** Each sector of the compared companies once, in the companies' order. */
export function sectorColumns(reports: readonly CompanyReport[]): SectorColumn[] {
  const seen = new Map<string, SectorColumn>();
  for (const report of reports) {
    if (seen.has(report.sector)) continue;
    const scores = report.sectorRanking.map((row) => row.score);
    const averageScore = scores.length ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10 : report.score;
    seen.set(report.sector, { sector: report.sector, averages: report.sectorAverages, averageScore });
  }
  return [...seen.values()];
}

/** What stands between the chosen ids and a comparison, or null when there are 2 to 4. */
export function choiceProblem(ids: readonly string[]): { kind: 'tooFew' } | { kind: 'tooMany'; extra: number } | null {
  if (ids.length < COMPARE.min) return { kind: 'tooFew' };
  if (ids.length > COMPARE.max) return { kind: 'tooMany', extra: ids.length - COMPARE.max };
  return null;
}
