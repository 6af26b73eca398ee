import type { CompanyReport } from '@pdpl/contracts';

/** "Scores #x out of n in {sector} and #y Overall" (index-blog-admin.md §2.3). */
export function rankText({ rank, sector }: Pick<CompanyReport, 'rank' | 'sector'>): string {
  return `Scores #${rank.sector.position} out of ${rank.sector.of} in ${sector} and #${rank.overall.position} Overall`;
}

/** The radar's warning applies when no dimension has a score yet. */
export const allDimensionsZero = (dimensions: Record<string, number>): boolean => Object.values(dimensions).every((v) => v === 0);
