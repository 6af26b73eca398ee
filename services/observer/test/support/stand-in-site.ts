/**
 * A stand-in site on 127.0.0.1 (a node:http server), reached through INDEX_COLLECT_ALLOW_HOSTS as
 * `127.0.0.1:<port>`, and as `localhost:<port>` for a "third party": another site to the browser
 * (127.0.0.1 and localhost are different sites), whose pixel sets a cookie as trackers do
 * (SameSite=None; Secure, which Chromium accepts from http://localhost).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInSite {
  port: number;
  origin: string;
  /** The host:port pairs to allow (INDEX_COLLECT_ALLOW_HOSTS): the site and its third party. */
  allowHosts: string[];
  url(path: string): string;
  /** Requests received, as "host path" lines, and their User-Agents. */
  requests: { host: string; path: string; userAgent: string }[];
  close(): Promise<void>;
}

const page = (body: string, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Stand-in</title></head><body><header><h1>Stand-in company</h1></header><main><p>Welcome.</p></main>${body}</body></html>`;

const FOOTER = '<footer><a href="/privacy">Privacy notice</a> · <a href="/cookies">Cookie policy</a></footer>';

/** The pages, by path: status, headers, body (a function of the site's port, for third-party URLs). */
const PAGES: Record<string, (port: number) => { status?: number; headers?: Record<string, string | string[]>; body: string }> = {
  // (a) Analytics and a third party's cookie before any choice, a OneTrust banner offering "Reject All".
  '/onetrust': (port) => ({
    headers: { 'set-cookie': ['_ga=GA1.1.1234567890.1700000000; Path=/; Max-Age=63072000', 'sid=s%3Aabc; Path=/; HttpOnly'] },
    body: page(`
      <img src="http://localhost:${port}/pixel" width="1" height="1" alt="">
      <script>document.cookie = '_gid=GA1.1.99.1700000000; path=/; max-age=86400';</script>
      <div id="onetrust-consent-sdk">
        <div id="onetrust-banner-sdk" class="otFlat" role="region" aria-label="Cookie banner" style="position:fixed;bottom:0;left:0;right:0;background:#fff">
          <div id="onetrust-policy-text">We use cookies to analyse our traffic and to show you relevant ads. <a href="/cookies">Cookie policy</a></div>
          <div id="onetrust-button-group">
            <button id="onetrust-pc-btn-handler">Cookie Settings</button>
            <button id="onetrust-reject-all-handler">Reject All</button>
            <button id="onetrust-accept-btn-handler">Accept All Cookies</button>
          </div>
        </div>
      </div>${FOOTER}`),
  }),
  // (b) A session cookie only, and a banner that offers "Accept" alone.
  '/accept-only': () => ({
    headers: { 'set-cookie': ['PHPSESSID=3f2a9c; Path=/; HttpOnly'] },
    body: page(`
      <div class="cookie-notice" style="position:fixed;bottom:0;left:0;right:0;padding:1em;background:#eee">
        <p>This website uses cookies to give you the best experience.</p>
        <button type="button">Accept</button> <a href="/cookies">Learn more</a>
      </div>${FOOTER}`),
  }),
  // (c) No banner and no cookie; the footer's "Cookie policy" link is not a banner.
  '/no-banner': () => ({ body: page(FOOTER) }),
  // An Arabic dialog whose refusal is "رفض الكل", drawn a moment after the page loads.
  '/arabic': () => ({
    body: page(
      `<script>setTimeout(() => { const d = document.createElement('div'); d.setAttribute('role', 'dialog');
        d.innerHTML = '<p>نستخدم ملفات تعريف الارتباط لتحسين تجربتك.</p><button>قبول الكل</button><button>رفض الكل</button>';
        document.body.appendChild(d); }, 700);</script>${FOOTER}`,
      'ar',
    ),
  }),
  // A hidden consent manager container (the visitor already chose, elsewhere): no banner.
  '/hidden-banner': () => ({
    body: page(`<div id="CybotCookiebotDialog" style="display:none"><p>This website uses cookies</p><button>Deny</button><button>Allow all</button></div>${FOOTER}`),
  }),
  // A page that asks for the cloud's metadata service: the request is refused, the page observed.
  '/asks-internal': () => ({ body: page(`<img src="http://169.254.169.254/latest/meta-data/" alt="">${FOOTER}`) }),
  // A home page that redirects to a private address.
  '/redirect-internal': () => ({ status: 302, headers: { location: 'http://10.0.0.1/admin' }, body: '' }),
  '/broken': () => ({ status: 500, body: page('<p>Internal error</p>') }),
};

export async function startStandInSite(): Promise<StandInSite> {
  const requests: StandInSite['requests'] = [];
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    requests.push({ host: req.headers.host ?? '', path, userAgent: req.headers['user-agent'] ?? '' });
    if (path === '/pixel') {
      res.writeHead(200, { 'content-type': 'image/gif', 'set-cookie': 'tracker_uid=u-42; Path=/; Max-Age=31536000; SameSite=None; Secure', 'cache-control': 'no-store' });
      res.end(Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'));
      return;
    }
    const render = PAGES[path];
    if (!render) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    const { status = 200, headers = {}, body } = render((server.address() as AddressInfo).port);
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    port,
    origin,
    allowHosts: [`127.0.0.1:${port}`, `localhost:${port}`],
    url: (path) => `${origin}${path}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
