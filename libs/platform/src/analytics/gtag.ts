/**
 * The page-tag service (gtag). Every remote reports through this module; nothing is queued or sent
 * when the runtime config has no analytics id.
 */
export type EventParams = Record<string, string | number | boolean | undefined>;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

const GTAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';
let measurementId: string | null = null;

/** Starts the gtag queue for the configured id and loads the tag; page views are sent by the shell. */
export function startGtag(id: string | null): void {
  measurementId = id;
  if (!id) return;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the arguments object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  // Page views are sent explicitly on route changes, with the page's own title.
  window.gtag('config', id, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_SCRIPT}?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

export function analyticsEnabled(): boolean {
  return measurementId !== null;
}

/** Context every event carries (marketing-ksa-pilot.md §7). */
function context(): EventParams {
  return {
    timestamp: new Date().toISOString(),
    user_agent: navigator.userAgent,
    page_location: window.location.href,
    page_title: document.title,
  };
}

export function trackEvent(name: string, params: EventParams = {}): void {
  if (!measurementId || !window.gtag) return;
  window.gtag('event', name, { ...context(), ...params });
}
