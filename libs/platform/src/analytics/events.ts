import { trackEvent, type EventParams } from './gtag';

/** A page view with the path plus query and the document title (index-blog-admin.md §7). */
export function trackPageView(pathWithQuery: string, title: string): void {
  trackEvent('page_view', { page_path: pathWithQuery, page_title: title });
}

export interface CtaClick {
  ctaName: string;
  location: string;
  buttonText: string;
  tier?: string;
  tierName?: string;
}

/** cta_click on Join Waiting List and Contact Sales buttons (tier fields on tier cards). */
export function trackCtaClick({ ctaName, location, buttonText, tier, tierName }: CtaClick): void {
  trackEvent('cta_click', { cta_name: ctaName, cta_location: location, button_text: buttonText, tier, tier_name: tierName });
}

/** Business events are prefixed business_ and carry category business. */
export function trackBusinessEvent(action: string, params: EventParams = {}): void {
  trackEvent(`business_${action}`, { event_category: 'business', ...params });
}

/** An error worth knowing about; uncaught errors and rejections are recorded as non-fatal. */
export function trackException(description: string, fatal = false): void {
  trackEvent('exception', { description: description.slice(0, 500), fatal });
}
