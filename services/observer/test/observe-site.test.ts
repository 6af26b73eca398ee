/**
 * observeSite in a real Chromium against a stand-in site: the cookies set before any choice and
 * which of them are optional, the banner and its refusal, and the address rule (nothing but public
 * addresses, unless allowed).
 */
import type { Browser } from 'playwright-core';
import { botTokenFor } from '../src/config.js';
import { ObservationFailed, ObservationRefused, observeSite, type ObserveOptions } from '../src/observe-site.js';
import { launchTestBrowser } from './support/browser.js';
import { startStandInSite, type StandInSite } from './support/stand-in-site.js';

let browser: Browser;
let site: StandInSite;
let options: ObserveOptions;

beforeAll(async () => {
  [browser, site] = await Promise.all([launchTestBrowser(), startStandInSite()]);
  options = { botToken: botTokenFor('https://mizan.example'), allowHosts: site.allowHosts, settleMs: 5000, bannerWaitMs: 1500 };
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const names = (cookies: { name: string }[]) => cookies.map((c) => c.name).sort();

test('(a) analytics and a third party set cookies before any choice; the OneTrust banner offers "Reject All"', async () => {
  const o = await observeSite(browser, site.url('/onetrust'), options);
  expect(o.bannerFound).toBe(true);
  expect(o.bannerRejectOption).toBe(true);
  expect(o.banner).toMatchObject({ vendor: 'OneTrust', rejectLabel: 'Reject All', frame: 'main' });
  expect(o.cookies).toEqual(
    expect.arrayContaining([
      { name: '_ga', domain: '127.0.0.1', thirdParty: false, kind: 'optional' },
      { name: '_gid', domain: '127.0.0.1', thirdParty: false, kind: 'optional' },
      { name: 'sid', domain: '127.0.0.1', thirdParty: false, kind: 'essential' },
      { name: 'tracker_uid', domain: 'localhost', thirdParty: true, kind: 'optional' },
    ]),
  );
  expect(names(o.cookies)).toEqual(['_ga', '_gid', 'sid', 'tracker_uid']);
  expect(o.cookiesBeforeChoice).toBe(3);
  expect(o).toMatchObject({ finalUrl: site.url('/onetrust'), status: 200, settled: true, refused: [] });
});

test('(b) a session cookie only, and a banner offering "Accept" alone: no optional cookie, no refusal', async () => {
  const o = await observeSite(browser, site.url('/accept-only'), options);
  expect(o.cookies).toEqual([{ name: 'PHPSESSID', domain: '127.0.0.1', thirdParty: false, kind: 'essential' }]);
  expect(o.cookiesBeforeChoice).toBe(0);
  expect(o.bannerFound).toBe(true);
  expect(o.banner?.vendor).toBe('generic');
  expect(o.bannerRejectOption).toBe(false);
});

test('(c) no banner: bannerRejectOption is null, and a footer link to the cookie policy is not a banner', async () => {
  const o = await observeSite(browser, site.url('/no-banner'), options);
  expect(o).toMatchObject({ bannerFound: false, bannerRejectOption: null, banner: null, cookies: [], cookiesBeforeChoice: 0 });
});

test('an Arabic banner drawn after the page loaded, refused with "رفض الكل"', async () => {
  const o = await observeSite(browser, site.url('/arabic'), options);
  expect(o.bannerFound).toBe(true);
  expect(o.bannerRejectOption).toBe(true);
  expect(o.banner?.rejectLabel).toBe('رفض الكل');
});

test('a hidden consent manager is no banner', async () => {
  const o = await observeSite(browser, site.url('/hidden-banner'), options);
  expect(o.bannerFound).toBe(false);
  expect(o.bannerRejectOption).toBeNull();
});

test("the site is visited with the project's User-Agent after Chromium's, in a fresh context each time", async () => {
  const before = site.requests.length;
  await observeSite(browser, site.url('/onetrust'), options);
  const again = await observeSite(browser, site.url('/onetrust'), options);
  // No cookie of the previous visit is sent back or read: the same three optional cookies, new.
  expect(again.cookiesBeforeChoice).toBe(3);
  const visits = site.requests.slice(before).filter((r) => r.path === '/onetrust');
  expect(visits).toHaveLength(2);
  for (const { userAgent } of visits) {
    expect(userAgent).toMatch(/^Mozilla\/5\.0 .* Chrome\/[\d.]+ .*MizanPDPLIndexBot\/1\.0 \(\+https:\/\/mizan\.example\/PDPLComplianceIndex\/methodology\)$/);
    expect(userAgent).not.toContain('HeadlessChrome');
  }
});

describe('the address rule', () => {
  test('a site on a loopback address that is not allowed is refused, and nothing is sent to it', async () => {
    const before = site.requests.length;
    await expect(observeSite(browser, site.url('/onetrust'), { ...options, allowHosts: [] })).rejects.toThrow(ObservationRefused);
    await expect(observeSite(browser, site.url('/onetrust'), { ...options, allowHosts: [`127.0.0.1:${site.port + 1}`] })).rejects.toThrow(
      /Refused http:\/\/127\.0\.0\.1:\d+\/onetrust: 127\.0\.0\.1 is a loopback address/,
    );
    expect(site.requests.length).toBe(before);
  });

  test('private, link-local and IPv4-mapped addresses, and names that resolve to them, are refused', async () => {
    const lookup = async (host: string) => ({ 'intranet.example': ['192.168.1.10'], 'mixed.example': ['93.184.215.14', '10.1.2.3'], 'mapped.example': ['::ffff:169.254.169.254'] })[host] ?? [];
    for (const [url, reason] of [
      ['http://10.20.30.40/', /10\.20\.30\.40 is a private address/],
      ['http://169.254.169.254/latest/meta-data/', /link-local/],
      ['http://[::1]:8080/', /loopback/],
      ['https://intranet.example/', /intranet\.example resolves to 192\.168\.1\.10, a private address/],
      ['https://mixed.example/', /mixed\.example resolves to 10\.1\.2\.3, a private address/],
      ['https://mapped.example/', /IPv4-mapped link-local/],
      ['ftp://example.com/', /only http and https/],
    ] as const) {
      await expect(observeSite(browser, url, { ...options, lookup })).rejects.toThrow(reason);
    }
  });

  test('a home page that redirects to a private address is refused (the guard proxy holds where route interception is not asked)', async () => {
    await expect(observeSite(browser, site.url('/redirect-internal'), options)).rejects.toThrow(/Refused .*10\.0\.0\.1 is a private address/);
  });

  test("a page's request for an internal address is refused and recorded; the page is still observed", async () => {
    const o = await observeSite(browser, site.url('/asks-internal'), options);
    expect(o.refused).toContainEqual({ target: 'http://169.254.169.254/latest/meta-data/', reason: '169.254.169.254 is a link-local address' });
    expect(o.bannerFound).toBe(false);
  });
});

test('a site whose name does not resolve failed (no rule refused it)', async () => {
  await expect(observeSite(browser, 'https://no-such-site.example/', { ...options, lookup: async () => [] })).rejects.toThrow(ObservationFailed);
});

test('a site answering an error is not observed', async () => {
  await expect(observeSite(browser, site.url('/broken'), options)).rejects.toThrow(ObservationFailed);
  await expect(observeSite(browser, site.url('/broken'), options)).rejects.toThrow(/answered 500/);
});
