import { consentRecord, onConsentChange } from '../consent';
import { startGtag, stopGtag } from './gtag';
import { trackPageView } from './events';

export { analyticsEnabled, trackEvent, type EventParams } from './gtag';
export { trackBusinessEvent, trackCtaClick, trackException, trackPageView, type CtaClick } from './events';
export { LARGE_RESOURCE_BYTES, PERFORMANCE_REPORT_DELAY_MS, rateWebVital, WEB_VITAL_THRESHOLDS, type Rating } from './ratings';

let configuredId: string | null = null;
let monitoring = false;

function start(id: string): void {
  startGtag(id);
  if (monitoring) return;
  monitoring = true;
  import('./monitoring').then(
    ({ startMonitoring }) => startMonitoring(),
    (err: unknown) => console.error('Could not start page monitoring', err),
  );
}

/** Whether the site has analytics to ask consent for (the runtime config names an id). */
export function analyticsConfigured(): boolean {
  return configuredId !== null;
}

/**
 * Called once by the shell with the runtime config's id. With none, nothing is asked, queued or
 * sent. With one, the tag and the monitoring code (web-vitals and the observers) load only once
 * the visitor has accepted, now or on an earlier visit; a Reject later stops them.
 */
export function initAnalytics(id: string | null): void {
  configuredId = id;
  if (!id) return;
  if (consentRecord()?.analytics === 'granted') start(id);
  onConsentChange((record) => {
    if (record.analytics === 'denied') return stopGtag();
    start(id);
    // The page the visitor accepted on counts as viewed; later ones are sent by the shell.
    trackPageView(`${location.pathname}${location.search}`, document.title);
  });
}
