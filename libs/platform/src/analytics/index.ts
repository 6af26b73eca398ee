import { startGtag } from './gtag';

export { analyticsEnabled, trackEvent, type EventParams } from './gtag';
export { trackBusinessEvent, trackCtaClick, trackException, trackPageView, type CtaClick } from './events';
export { LARGE_RESOURCE_BYTES, PERFORMANCE_REPORT_DELAY_MS, rateWebVital, WEB_VITAL_THRESHOLDS, type Rating } from './ratings';

/**
 * Called once by the shell with the runtime config's id; with none, nothing is queued or sent, and
 * the monitoring code (web-vitals and the observers) is not even downloaded.
 */
export function initAnalytics(id: string | null): void {
  startGtag(id);
  if (!id) return;
  import('./monitoring').then(
    ({ startMonitoring }) => startMonitoring(),
    (err: unknown) => console.error('Could not start page monitoring', err),
  );
}
