import { startGtag, stopGtag } from './gtag';

export { analyticsEnabled, trackEvent, type EventParams } from './gtag';
export { trackBusinessEvent, trackCtaClick, trackException, trackPageView, type CtaClick } from './events';
export { LARGE_RESOURCE_BYTES, PERFORMANCE_REPORT_DELAY_MS, rateWebVital, WEB_VITAL_THRESHOLDS, type Rating } from './ratings';

let configuredId: string | null = null;
let monitoring = false;

/** Called once by the shell with the runtime config's id (null: the site has no analytics). */
export function configureAnalytics(id: string | null): void {
  configuredId = id;
}

/** Whether the site has analytics to ask consent for (the runtime config names an id). */
export function analyticsConfigured(): boolean {
  return configuredId !== null;
}

/**
 * Loads the tag and the monitoring code (web-vitals and the observers), once the shell knows the
 * visitor accepted analytics; without a configured id, nothing.
 */
export function startAnalytics(): void {
  if (!configuredId) return;
  startGtag(configuredId);
  if (monitoring) return;
  monitoring = true;
  import('./monitoring').then(
    ({ startMonitoring }) => startMonitoring(),
    (err: unknown) => console.error('Could not start page monitoring', err),
  );
}

/** After a Reject: nothing more is stored or sent. */
export const stopAnalytics = stopGtag;
