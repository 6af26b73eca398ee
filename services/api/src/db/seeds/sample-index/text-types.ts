/** Template texts for one score band of one dimension; list items become lines joined by '\n'. */
export interface BandTemplate {
  reason: string;
  bestPractices: readonly string[];
  criticalIssues: readonly string[];
  recommendations: readonly string[];
}

/** All templates for one dimension. */
export interface DimensionTextSet {
  /** Score >= 70. */
  strong: BandTemplate;
  /** 40 <= score < 70. */
  partial: BandTemplate;
  /** Score < 40. */
  weak: BandTemplate;
  /** Company-level strength line. */
  strength: string;
  /** Company-level critical-issue line (worded to fit weak and partial scores). */
  issue: string;
  /** Company-level recommendation line. */
  action: string;
}

export type ScoreBand = 'strong' | 'partial' | 'weak';

export function bandOf(score: number): ScoreBand {
  if (score >= 70) return 'strong';
  if (score >= 40) return 'partial';
  return 'weak';
}
