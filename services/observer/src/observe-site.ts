/**
 * One site's visit, as a first-time visitor who has not chosen anything yet: a fresh browser context
 * (no stored cookies or storage), the home page loaded and left to settle, then the cookies read
 * and the cookie banner looked for. Nothing is clicked. Only public addresses are reached: route
 * interception refuses a request to any other before the browser sends it, and the context's guard
 * proxy (guard-proxy.ts) refuses the connections the route handler is not asked about (redirects).
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { createHostPolicy, type Lookup } from './addresses.js';
import { findBanner, type BannerFound } from './banner.js';
import { classifyCookie, type ObservedCookie } from './cookies.js';
import { startGuardProxy, type Refusal } from './guard-proxy.js';

export interface ObserveOptions {
  /** The project's User-Agent token (config.ts botTokenFor): sent after Chromium's own. */
  botToken: string;
  /** host:port pairs exempt from the public-address rule (INDEX_COLLECT_ALLOW_HOSTS). */
  allowHosts?: readonly string[];
  /** How long the network may take to settle after the page has loaded, at most. Default 15 s. */
  settleMs?: number;
  /** How long the home page may take to load (its HTML), at most. Default 30 s. */
  navigationTimeoutMs?: number;
  /** How long to look for a banner once the page has settled. Default 3 s. */
  bannerWaitMs?: number;
  /** Name resolution (tests). Default dns.lookup. */
  lookup?: Lookup;
}

export interface SiteObservation {
  /** Optional cookies (third-party, or known analytics and advertising tags) set before any choice. */
  cookiesBeforeChoice: number;
  /** Whether the banner offers a refusal; null when there is no banner. */
  bannerRejectOption: boolean | null;
  /** Every cookie set before any choice. */
  cookies: ObservedCookie[];
  bannerFound: boolean;
  /** The banner's consent manager, its refusal's label and where it was (null when none). */
  banner: BannerFound | null;
  /** The home page after redirects, and its status. */
  finalUrl: string;
  status: number | null;
  /** Whether the network went quiet before settleMs (when not, the cookies are those set by then). */
  settled: boolean;
  /** Requests and connections refused by the address rule (a page asking for internal hosts). */
  refused: Refusal[];
  userAgent: string;
}

/** The site may not be visited (its address is not public, its URL is not http(s)). */
export class ObservationRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ObservationRefused';
  }
}

/** The site could not be observed (unreachable, too slow, an error page). */
export class ObservationFailed extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ObservationFailed';
  }
}

/** The home page URL of a watched company's website (a bare host is taken as https). */
export function homeUrlOf(website: string): URL {
  const text = website.trim();
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    throw new ObservationRefused(`"${website}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ObservationRefused(`${url.href}: only http and https sites are observed`);
  if (url.username || url.password) throw new ObservationRefused(`${url.href}: URLs with credentials are not observed`);
  return url;
}

const browserUserAgents = new WeakMap<Browser, Promise<string>>();

/** Chromium's own User-Agent, as a visitor's browser sends it (headless Chromium says HeadlessChrome: it is Chrome). */
function browserUserAgent(browser: Browser): Promise<string> {
  let ua = browserUserAgents.get(browser);
  if (!ua) {
    ua = (async () => {
      const page = await browser.newPage();
      try {
        return (await page.evaluate(() => navigator.userAgent)).replace('HeadlessChrome', 'Chrome');
      } finally {
        await page.context().close();
      }
    })();
    browserUserAgents.set(browser, ua);
  }
  return ua;
}

export async function observeSite(browser: Browser, websiteUrl: string, options: ObserveOptions): Promise<SiteObservation> {
  const { settleMs = 15_000, navigationTimeoutMs = 30_000, bannerWaitMs = 3_000 } = options;
  const home = homeUrlOf(websiteUrl);
  const policy = createHostPolicy(options.allowHosts ?? [], options.lookup);
  const verdict = await policy.verdictOf(home.hostname, Number(home.port || (home.protocol === 'https:' ? 443 : 80)));
  if (verdict.unresolved) throw new ObservationFailed(`${home.href} could not be loaded: ${verdict.refusal}`);
  if (verdict.refusal) throw new ObservationRefused(`Refused ${home.href}: ${verdict.refusal}`);

  const userAgent = `${await browserUserAgent(browser)} ${options.botToken}`;
  const guard = await startGuardProxy(policy);
  const refused: Refusal[] = [];
  let context: BrowserContext | null = null;
  try {
    context = await browser.newContext({
      userAgent,
      proxy: { server: guard.server },
      viewport: { width: 1366, height: 768 },
      locale: 'en-US',
      timezoneId: 'Asia/Riyadh',
      extraHTTPHeaders: { 'accept-language': 'en, ar;q=0.9' },
      // A service worker's requests would not pass the route handler.
      serviceWorkers: 'block',
      acceptDownloads: false,
    });
    await context.route('**/*', async (route) => {
      const url = route.request().url();
      const reason = await policy.refusalOf(url);
      try {
        if (reason) {
          if (refused.length < 50) refused.push({ target: url, reason });
          await route.abort('blockedbyclient');
        } else await route.continue();
      } catch {
        // The page or context closed meanwhile.
      }
    });

    const page = await context.newPage();
    let response;
    try {
      response = await page.goto(home.href, { waitUntil: 'domcontentloaded', timeout: navigationTimeoutMs });
    } catch (err) {
      const message = (err as Error).message.split('\n')[0]!;
      // The home page redirected to an address that is not public: the route or the proxy refused it.
      const blocked = [...refused, ...guard.refused][0];
      if (blocked && /ERR_BLOCKED_BY_CLIENT|ERR_SOCKS|ERR_PROXY|ERR_TUNNEL/.test(message)) throw new ObservationRefused(`Refused ${home.href}: ${blocked.reason}`);
      throw new ObservationFailed(`${home.href} could not be loaded: ${message}`, { cause: err });
    }
    const finalUrl = page.url();
    const finalRefusal = await policy.refusalOf(finalUrl);
    if (finalRefusal) throw new ObservationRefused(`Refused ${finalUrl} (from ${home.href}): ${finalRefusal}`);
    const status = response?.status() ?? null;
    if (status !== null && status >= 400) throw new ObservationFailed(`${home.href} answered ${status}`);

    // The page's load event, then no request for half a second: both within settleMs.
    const settleBy = Date.now() + settleMs;
    const settled = await page
      .waitForLoadState('load', { timeout: settleMs })
      .then(() => page.waitForLoadState('networkidle', { timeout: Math.max(1, settleBy - Date.now()) }))
      .then(() => true)
      .catch(() => false);
    const banner = await findBanner(page, bannerWaitMs);
    // Read last: every cookie set before any choice, whenever in the visit it was set.
    const pageHost = new URL(finalUrl).hostname;
    const cookies = (await context.cookies()).map((c) => classifyCookie(c, pageHost));
    return {
      cookiesBeforeChoice: cookies.filter((c) => c.kind === 'optional').length,
      bannerRejectOption: banner ? banner.rejectOption : null,
      cookies,
      bannerFound: banner !== null,
      banner,
      finalUrl,
      status,
      settled,
      refused: [...refused, ...guard.refused].slice(0, 50),
      userAgent,
    };
  } finally {
    await context?.close().catch(() => undefined);
    await guard.close();
  }
}
