export type Trend = 'up' | 'down' | 'neutral';

/** Up when this edition's average beats the previous one, down when lower, otherwise neutral. */
export function trendOf(current: number | null, previous: number | null): Trend {
  if (current === null || previous === null || current === previous) return 'neutral';
  return current > previous ? 'up' : 'down';
}

/** The message that says the trend in words (for everyone, and screen readers), and its points. */
export interface TrendWords {
  key: 'index.summary.trendNone' | 'index.summary.trendUp' | 'index.summary.trendDown' | 'index.summary.trendSame';
  /** The change, in points, rounded as scores are shown. */
  delta: number;
}

export function describeTrend(current: number | null, previous: number | null): TrendWords {
  if (current === null || previous === null) return { key: 'index.summary.trendNone', delta: 0 };
  const delta = Math.round(Math.abs(current - previous) * 10) / 10;
  const trend = trendOf(current, previous);
  if (trend === 'up') return { key: 'index.summary.trendUp', delta };
  if (trend === 'down') return { key: 'index.summary.trendDown', delta };
  return { key: 'index.summary.trendSame', delta };
}
