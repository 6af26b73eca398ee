export type ScoreBand = 'green' | 'yellow' | 'red';

/** Badge colour thresholds of the detailed analysis (index-blog-admin.md §4, §9): 70 and 40. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 70) return 'green';
  if (score >= 40) return 'yellow';
  return 'red';
}

/** One decimal everywhere, as the index list shows scores. */
export function formatScore(score: number): string {
  return score.toFixed(1);
}
