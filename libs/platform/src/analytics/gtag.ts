/**
 * The page-tag service (gtag). Every remote reports through this module; nothing is queued, stored
 * or sent until the visitor accepts analytics (consent mode: analytics granted, advertising denied),
 * and nothing at all when the runtime config has no analytics id.
 */
export type EventParams = Record<string, string | number | boolean | undefined>;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

const GTAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';
/** The id events go to while the visitor's consent stands; null before Accept and after Reject. */
let measurementId: string | null = null;

/** Google's consent mode: we never use advertising storage or signals, whatever the choice. */
const NO_ADVERTISING = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' } as const;

/**
 * Starts the gtag queue for the configured id and loads the tag, once the visitor has accepted;
 * page views are sent by the shell. Called again after a Reject and a new Accept, it grants again.
 */
export function startGtag(id: string): void {
  measurementId = id;
  if (window.gtag) {
    window.gtag('consent', 'update', { analytics_storage: 'granted' });
    return;
  }
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the arguments object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('consent', 'default', { ...NO_ADVERTISING, analytics_storage: 'denied' });
  window.gtag('consent', 'update', { analytics_storage: 'granted' });
  window.gtag('js', new Date());
  // Page views are sent explicitly on route changes, with the page's own title.
  window.gtag('config', id, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_SCRIPT}?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

/** After a Reject: the tag stops storing and sending, and its cookies (_ga, _ga_<id>) go. */
export function stopGtag(): void {
  measurementId = null;
  window.gtag?.('consent', 'update', { analytics_storage: 'denied' });
  const host = location.hostname.split('.');
  for (const name of document.cookie.split(';').map((part) => part.split('=')[0]!.trim())) {
    if (!name.startsWith('_ga')) continue;
    // gtag sets its cookies on the widest domain it may: try each from the host up.
    for (let i = 0; i < host.length; i += 1) document.cookie = `${name}=; Max-Age=0; path=/; domain=${host.slice(i).join('.')}`;
    document.cookie = `${name}=; Max-Age=0; path=/`;
  }
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
