/** A month's result with the analysts' overrides applied: each requirement, each dimension, the overall score. */
import { DIMENSIONS, dimensionScore, type DimensionKey, type RequirementOverride, type ReviewedDimension } from '@pdpl/contracts';
import type { StoredAnalysis } from './analyses-repository.js';

/** The overall score: the mean of the 19 dimensions' scores, to one decimal. */
export const overallScore = (scores: readonly number[]) => Math.round((10 * scores.reduce((a, b) => a + b, 0)) / Math.max(1, scores.length)) / 10;

export function reviewedDimensions(analysis: StoredAnalysis, overrides: ReadonlyMap<string, RequirementOverride>, previous: Map<DimensionKey, number> | null): ReviewedDimension[] {
  return DIMENSIONS.map(({ key }) => {
    const result = analysis.dimensions[key];
    const requirements = result.requirements.map((r) => {
      const override = overrides.get(r.id) ?? null;
      return { id: r.id, suggested: r.met, met: override ? override.met : r.met, evidence: r.evidence, override };
    });
    return {
      key,
      suggestedScore: result.score,
      score: dimensionScore(requirements.map((r) => r.met)),
      previousScore: previous?.get(key) ?? null,
      requirements,
    };
  });
}

export const scoreOf = (dimensions: readonly ReviewedDimension[]) => overallScore(dimensions.map((d) => d.score));
