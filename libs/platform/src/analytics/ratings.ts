export type Rating = 'good' | 'needs-improvement' | 'poor';

/** Good below the first value, needs improvement below the second (marketing-ksa-pilot.md §9). */
export const WEB_VITAL_THRESHOLDS = {
  LCP: [2500, 4000],
  CLS: [0.1, 0.25],
  FID: [100, 300],
} as const;

export type RatedVital = keyof typeof WEB_VITAL_THRESHOLDS;

export function rateWebVital(name: RatedVital, value: number): Rating {
  const [good, needsImprovement] = WEB_VITAL_THRESHOLDS[name];
  if (value < good) return 'good';
  return value < needsImprovement ? 'needs-improvement' : 'poor';
}

/** Resources over this many bytes are reported as large. */
export const LARGE_RESOURCE_BYTES = 100000;
/** The page performance report is sent this long after the load event. */
export const PERFORMANCE_REPORT_DELAY_MS = 1000;
