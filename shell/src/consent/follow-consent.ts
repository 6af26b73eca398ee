import { startAnalytics, stopAnalytics, trackPageView } from '@pdpl/platform';
import { consentRecord, onConsentChange } from './consent-store';

/**
 * Analytics runs while the visitor's consent stands: at once after an Accept on an earlier visit,
 * from an Accept on (the page it was given on counts as viewed), and no more after a Reject.
 */
export function followConsent(): void {
  if (consentRecord()?.analytics === 'granted') startAnalytics();
  onConsentChange((record) => {
    if (record.analytics === 'denied') return stopAnalytics();
    startAnalytics();
    trackPageView(`${location.pathname}${location.search}`, document.title);
  });
}
