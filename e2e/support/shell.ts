import { CONSENT, PRERENDER, type ConsentRecord } from '@pdpl/contracts';
import { expect, type Page, type Route } from '@playwright/test';

/** The analytics id the tests configure through the runtime config. */
export const TEST_ANALYTICS_ID = 'G-E2ETEST01';

/** Serves /config.json with an analytics id, as an operator would set ANALYTICS_ID, and keeps the tag offline. */
export async function withAnalyticsId(page: Page, id = TEST_ANALYTICS_ID) {
  await page.route('**/config.json', async (route: Route) => {
    const response = await route.fetch();
    route.fulfill({ response, json: { ...(await response.json()), analyticsId: id } });
  });
  await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
}

/** A visitor who accepted analytics on an earlier visit, under the current cookie notice. */
export async function withAnalyticsAccepted(page: Page) {
  const record: ConsentRecord = { analytics: 'granted', decidedAt: new Date().toISOString(), policyVersion: CONSENT.policyVersion };
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [CONSENT.storageKey, JSON.stringify(record)] as const);
}

export interface GtagEvent {
  name: string;
  params: Record<string, unknown>;
}

/** The events in the gtag queue (window.dataLayer holds the arguments of each gtag call). */
export async function gtagEvents(page: Page): Promise<GtagEvent[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .map((args) => Array.from(args as ArrayLike<unknown>))
      .filter((args) => args[0] === 'event')
      .map((args) => ({ name: args[1] as string, params: (args[2] ?? {}) as Record<string, unknown> })),
  );
}

/** Makes the page tall enough to scroll, whatever the page under test renders. */
export async function makePageTall(page: Page) {
  await page.evaluate(() => {
    const filler = document.createElement('div');
    filler.style.height = '3000px';
    filler.dataset.testid = 'tall-page';
    document.getElementById('main-content')!.append(filler);
  });
}

/** Where the top of an element is, relative to the viewport (null until the page renders it). */
export function topOf(page: Page, id: string): Promise<number | null> {
  return page.evaluate((sectionId) => {
    const element = document.getElementById(sectionId);
    return element ? Math.round(element.getBoundingClientRect().top) : null;
  }, id);
}

/**
 * A remote whose page throws while rendering, standing in for a broken deployment of a real remote:
 * a Module Federation container (init/get) written by hand, served at the remote's entry URL.
 */
export const THROWING_REMOTE_ENTRY = `
export function init() {}
export function get() {
  return Promise.resolve(() => ({
    default: function BrokenPage() {
      throw new Error('Test page failed while rendering');
    },
  }));
}
`;

/** Client-side navigation, as an in-app link does, for routes the header does not link to. */
export async function clientNavigate(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The page is live: the frame and the page's remote have hydrated (or rendered) it. */
export async function expectLive(page: Page) {
  await expect(page.locator(`html[${PRERENDER.hydratedAttribute}]`)).toBeAttached();
}

/**
 * Opens `path` from inside the live app, as a link there would (a client navigation), so its page
 * asks the API for its data; a document of its own arrives rendered with that data embedded.
 */
export async function openInApp(page: Page, path: string) {
  await page.goto('/');
  await expectLive(page);
  await clientNavigate(page, path);
}
