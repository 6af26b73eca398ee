/**
 * Finding a site's notices: links named in English or Arabic (or pointing at /privacy, /cookie),
 * hreflang alternates and the language switch; then whole sites collected (the stand-in sites of
 * bench/collect), with their traits, and sites that cannot be collected at all.
 */
import { collectSite, createCollector } from '../src/modules/collection/collect-site.js';
import { discoverLinks, siteOf, swapUrlLanguage } from '../src/modules/collection/discover.js';
import { CollectionFailed, CollectionRefused } from '../src/modules/collection/errors.js';
import { freePort } from './support/processes.js';
import { sendHtml, startServer, startStandInSites, testOptions, type StandInSites } from './support/stand-in-sites.js';

const HOME = 'https://www.acme.com.sa/';

describe('discoverLinks', () => {
  it('finds English and Arabic notice links in the footer, preferring the site’s own over another’s', () => {
    const links = discoverLinks(
      `<html lang="en"><body>
        <header><nav><a href="/">Home</a> <a href="/ar/" lang="ar">العربية</a></nav></header>
        <main><p>Read our <a href="https://vendor.example/privacy">vendor's privacy policy</a>.</p>
          <a href="#" class="cookie-settings">Cookie settings</a></main>
        <footer>
          <a href="/en/legal/privacy-notice">Privacy Notice</a>
          <a href="/en/legal/cookies">Cookie Policy</a>
          <a href="/ar/legal/privacy-notice">إشعار الخصوصية</a>
          <a href="/ar/legal/cookies">سياسة ملفات تعريف الارتباط</a>
        </footer></body></html>`,
      HOME,
    );
    expect(links.notices).toEqual({
      privacy: { en: ['https://www.acme.com.sa/en/legal/privacy-notice', 'https://vendor.example/privacy'], ar: ['https://www.acme.com.sa/ar/legal/privacy-notice'] },
      cookies: { en: ['https://www.acme.com.sa/en/legal/cookies'], ar: ['https://www.acme.com.sa/ar/legal/cookies'] },
    });
    expect(links.alternates).toEqual({ en: null, ar: 'https://www.acme.com.sa/ar/' });
  });

  it.each([
    ['سياسة الخصوصية', 'privacy'],
    ['بيان الخصوصية', 'privacy'],
    ['Privacy Statement', 'privacy'],
    ['سياسة ملفات تعريف الارتباط', 'cookies'],
    ['ملفات الارتباط', 'cookies'],
    ['الكوكيز', 'cookies'],
    ['Cookie Notice', 'cookies'],
  ] as const)('knows "%s" for a %s link, whatever its URL', (label, kind) => {
    const links = discoverLinks(`<html><body><footer><a href="/page?id=7">${label}</a></footer></body></html>`, HOME);
    const lang = /[a-z]/i.test(label) ? 'en' : 'ar';
    expect(links.notices[kind][lang]).toEqual(['https://www.acme.com.sa/page?id=7']);
  });

  it('knows a notice by its URL alone, and its language by the URL', () => {
    const links = discoverLinks('<html lang="en"><body><a href="/ar/privacy-policy/">…</a><a href="/cookie-policy?lang=ar">…</a></body></html>', HOME);
    expect(links.notices.privacy.ar).toEqual(['https://www.acme.com.sa/ar/privacy-policy/']);
    expect(links.notices.cookies.ar).toEqual(['https://www.acme.com.sa/cookie-policy?lang=ar']);
  });

  it('takes a page’s hreflang alternates over its language switch, and an Arabic page’s English switch', () => {
    const page = `<html lang="ar"><head>
      <link rel="alternate" hreflang="en" href="https://www.acme.com.sa/en/privacy">
      <link rel="alternate" hreflang="ar" href="https://www.acme.com.sa/ar/privacy">
      </head><body><a href="/en/">English</a><a href="/ar/">العربية</a></body></html>`;
    expect(discoverLinks(page, 'https://www.acme.com.sa/ar/privacy').alternates).toEqual({ en: 'https://www.acme.com.sa/en/privacy', ar: 'https://www.acme.com.sa/ar/' });
    expect(discoverLinks('<html lang="ar"><body><a href="/?lang=en">English</a></body></html>', 'https://www.acme.com.sa/?lang=ar').alternates.en).toBe('https://www.acme.com.sa/?lang=en');
  });

  it('ignores cookie controls, mail links and scripts', () => {
    const links = discoverLinks(
      '<html><body><a href="javascript:openPrivacy()">Privacy</a><a href="mailto:privacy@acme.sa">privacy@acme.sa</a><a href="/consent">Manage cookies</a><a href="/prefs">إعدادات ملفات تعريف الارتباط</a></body></html>',
      HOME,
    );
    expect(links.notices).toEqual({ privacy: { en: [], ar: [] }, cookies: { en: [], ar: [] } });
  });

  it('swaps the language in a URL’s path or query', () => {
    expect(swapUrlLanguage('https://acme.sa/en/privacy', 'ar')).toBe('https://acme.sa/ar/privacy');
    expect(swapUrlLanguage('https://acme.sa/en-sa/privacy', 'ar')).toBe('https://acme.sa/ar-sa/privacy');
    expect(swapUrlLanguage('https://acme.sa/ar', 'en')).toBe('https://acme.sa/en');
    expect(swapUrlLanguage('https://acme.sa/privacy?lang=ar', 'en')).toBe('https://acme.sa/privacy?lang=en');
    expect(swapUrlLanguage('https://acme.sa/privacy', 'ar')).toBeNull();
  });

  it('tells sites apart by their registrable domain', () => {
    expect(siteOf('www.acme.com.sa')).toBe('acme.com.sa');
    expect(siteOf('shop.acme.com')).toBe('acme.com');
    expect(siteOf('127.0.0.1')).toBe('127.0.0.1');
  });
});

describe('collecting stand-in sites', () => {
  let sites: StandInSites;
  beforeAll(async () => {
    sites = await startStandInSites({ count: 10 });
  });
  afterAll(() => sites.close());

  it('finds both notices in both languages on every site, never asking for a disallowed path', async () => {
    const collector = createCollector(testOptions(sites.allowHosts, { now: () => new Date('2025-03-01T08:00:00Z') }));
    const collections = await Promise.all(sites.sites.map((s) => collector.collect(s.url)));
    await collector.close();
    for (const [i, collection] of collections.entries()) {
      const { variant } = sites.sites[i]!;
      const { privacy, cookies } = collection.notices;
      expect({ n: i, en: privacy.en?.lang, ar: privacy.ar?.lang }).toEqual({ n: i, en: 'en', ar: 'ar' });
      expect(privacy.en!.format).toBe(variant.pdf ? 'pdf' : 'html');
      expect(privacy.en!.text).toMatch(/^Privacy Policy\n/);
      expect(privacy.ar!.text).toMatch(/^سياسة الخصوصية\n/);
      expect(privacy.ar!.contentHash).toMatch(/^[0-9a-f]{64}$/);
      expect(privacy.ar!.fetchedAt).toBe('2025-03-01T08:00:00.000Z');
      if (variant.cookieSection) expect(cookies).toEqual({ en: null, ar: null });
      else expect([cookies.en?.text.split('\n')[0], cookies.ar?.text.split('\n')[0]]).toEqual(['Cookie Policy', 'سياسة ملفات تعريف الارتباط']);
      expect(collection.traits).toEqual({
        https: false,
        privacyNoticeFound: true,
        privacyLinkedFromHome: true,
        privacyNoticeHttps: false,
        cookieNoticeFound: true,
        cookieLinkedFromHome: true,
        cookieNoticeHttps: false,
        cookieBannerMarkup: variant.banner,
        arabicNoticeFound: true,
        arabicNoticeLang: 'ar',
        englishNoticeLang: 'en',
        cookiesBeforeChoice: null,
        bannerRejectOption: null,
      });
      if (variant.busy) expect(collection.requests.filter((r) => r.status === 429)).toHaveLength(1);
    }
    expect(sites.disallowedRequests()).toBe(0);
  });

  it('fetches configured notice URLs instead of discovering them', async () => {
    const site = sites.sites[0]!;
    const collection = await collectSite(site.url, { ...testOptions(sites.allowHosts), notices: { privacy: { en: `${site.url}en/cookie-policy` } } });
    expect(collection.notices.privacy.en?.url).toBe(`${site.url}en/cookie-policy`);
    expect(collection.notices.privacy.ar?.url).toBe(`${site.url}ar/privacy-policy`);
  });
});

describe('sites that cannot be collected', () => {
  it('throws when the home page answers an error status', async () => {
    const server = await startServer((_req, res) => sendHtml(res, 'gone', 410));
    await expect(collectSite(server.url('/'), testOptions([server.hostPort]))).rejects.toMatchObject({ reason: 'status', status: 410 });
    await server.close();
  });

  it('throws when the site is unreachable', async () => {
    const port = await freePort();
    const failed = collectSite(`http://127.0.0.1:${port}/`, testOptions([`127.0.0.1:${port}`], { maxAttempts: 1 }));
    await expect(failed).rejects.toThrow(CollectionFailed);
  });

  it('throws when the site is on a private address', async () => {
    await expect(collectSite('http://192.168.1.10/', testOptions([]))).rejects.toThrow(CollectionRefused);
  });
});

describe('a site without notice links', () => {
  it('tries the well-known paths, and records an Arabic-only notice under Arabic', async () => {
    const server = await startServer((_req, res, path) => {
      if (path === '/') return sendHtml(res, '<html lang="ar"><body><h1>أكمي</h1><p>مرحبا</p></body></html>');
      if (path === '/privacy-policy') return sendHtml(res, '<html lang="ar"><body><h1>سياسة الخصوصية</h1><p>نحمي بياناتك الشخصية.</p></body></html>');
      sendHtml(res, 'Not found', 404);
    });
    const collection = await collectSite(server.url('/'), testOptions([server.hostPort]));
    expect(collection.notices.privacy).toEqual({ en: null, ar: expect.objectContaining({ url: server.url('/privacy-policy'), lang: 'ar' }) });
    expect(collection.traits).toMatchObject({ privacyNoticeFound: true, privacyLinkedFromHome: false, arabicNoticeFound: true, englishNoticeLang: null, cookieNoticeFound: false });
    expect(server.paths()).toEqual(['/robots.txt', '/', '/privacy-policy', '/cookie-policy', '/cookies']);
    await server.close();
  });
});
