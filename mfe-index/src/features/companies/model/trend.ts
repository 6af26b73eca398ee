export type Trend = 'up' | 'down' | 'neutral';

/** Up when this edition's average beats the previous one, down when lower, otherwise neutral. */
export function trendOf(current: number | null, previous: number | null): Trend {
  if (current === null || previous === null || current === previous) return 'neutral';
  return current > previous ? 'up' : 'down';
}

/** What the trend means, in words for everyone (and screen readers), e.g. "Up 2.5 points". */
export function describeTrend(current: number | null, previous: number | null): string {
  const trend = trendOf(current, previous);
  if (current === null || previous === null) return 'No previous edition to compare';
  const delta = Math.abs(current - previous).toFixed(1);
  if (trend === 'up') return `Up ${delta} points from the previous edition`;
  if (trend === 'down') return `Down ${delta} points from the previous edition`;
  return 'Unchanged from the previous edition';
}
