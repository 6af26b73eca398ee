import type { DimensionKey } from '@pdpl/contracts';
import { DIMENSION_TEXTS } from './dimension-texts.js';
import { REQUIREMENT_COUNTS } from './scoring.js';
import { bandOf } from './text-types.js';
import type { SampleDimensionResult } from './types.js';

const PENDING_REASON =
  'Analysis pending: this dimension has not been scored yet for this edition. Results will appear once the automated review of the public notices is complete.';

/** Texts for one dimension, chosen by score band from that dimension's templates. */
export function describeDimension(key: DimensionKey, score: number): SampleDimensionResult {
  const template = DIMENSION_TEXTS[key][bandOf(score)];
  const total = REQUIREMENT_COUNTS[key];
  const met = Math.round((score / 100) * total);
  return {
    key,
    score,
    reason: `${template.reason} Meets ${met} of ${total} assessed requirements.`,
    bestPractices: template.bestPractices.join('\n'),
    criticalIssues: template.criticalIssues.join('\n'),
    recommendations: template.recommendations.join('\n'),
  };
}

/** A dimension of a company whose analysis is still pending (score 0, no findings yet). */
export function pendingDimension(key: DimensionKey): SampleDimensionResult {
  return { key, score: 0, reason: PENDING_REASON, bestPractices: '', criticalIssues: '', recommendations: '' };
}
