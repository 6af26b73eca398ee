/**
 * The collector's HTTP client: it never reaches a private address (literal, resolved, or
 * redirected to), only fetches http(s) URLs without credentials, caps bodies at 5 MB, follows at
 * most 5 redirects and retries 429/5xx answers as the server asks.
 */
import { gzipSync } from 'node:zlib';
import { addressRefusal } from '../src/modules/collection/addresses.js';
import { CollectionFailed, CollectionRefused } from '../src/modules/collection/errors.js';
import { createSafeFetcher, retryAfterMs, type RequestRecord, type SafeFetchOptions } from '../src/modules/collection/safe-fetch.js';
import { freePort } from './support/processes.js';
import { sendHtml, startServer, type TestServer } from './support/stand-in-sites.js';

const USER_AGENT = 'MizanPDPLIndexBot/1.0 (+https://mizan.test/PDPLComplianceIndex/methodology)';

function fetcher(allowHosts: string[], overrides: Partial<SafeFetchOptions> = {}) {
  return createSafeFetcher({ userAgent: USER_AGENT, allowHosts, timeoutMs: 5000, maxAttempts: 3, retryWaitMs: 20, ...overrides });
}

/** The refusal (or failure) a fetch ends with. */
async function refusalOf(promise: Promise<unknown>): Promise<CollectionRefused | CollectionFailed> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof CollectionRefused || err instanceof CollectionFailed) return err;
    throw err;
  }
  throw new Error('The fetch was not refused');
}

describe('addressRefusal', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['0.0.0.0', 'this-network'],
    ['224.0.0.251', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.10', 'documentation'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.1', 'benchmarking'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback'],
    ['::ffff:169.254.169.254', 'IPv4-mapped link-local'],
    ['64:ff9b::a00:1', 'NAT64 private'],
    ['64:ff9b::192.168.0.1', 'NAT64 private'],
    ['2002:c0a8:101::1', '6to4 private'],
    ['::127.0.0.1', 'IPv4-compatible'],
    ['not-an-address', 'invalid'],
  ])('refuses %s (%s)', (address, range) => {
    expect(addressRefusal(address)).toBe(range);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808'])('allows the public address %s', (address) => {
    expect(addressRefusal(address)).toBeNull();
  });
});

describe('safe fetch', () => {
  let site: TestServer;
  let other: TestServer;

  beforeAll(async () => {
    other = await startServer((_req, res) => sendHtml(res, '<p>inside</p>'));
    site = await startServer((req, res, path) => {
      const to = (location: string) => {
        res.writeHead(302, { location });
        res.end();
      };
      if (path === '/to-other-port') return to(other.url('/'));
      if (path === '/to-metadata') return to('http://169.254.169.254/latest/meta-data/');
      if (path === '/to-file') return to('file:///etc/passwd');
      if (path === '/to-localhost') return to(`http://localhost:${other.port}/`);
      const hops = /^\/chain\/(\d+)$/.exec(path);
      if (hops) return Number(hops[1]) === 0 ? sendHtml(res, '<p>end of chain</p>') : to(`/chain/${Number(hops[1]) - 1}`);
      if (path === '/ua') return sendHtml(res, String(req.headers['user-agent']));
      sendHtml(res, '<p>hello</p>');
    });
  });
  afterAll(async () => {
    await site.close();
    await other.close();
  });

  it('refuses a loopback site unless its host:port is allowed, without connecting', async () => {
    const client = fetcher([]);
    const before = site.requests.length;
    const refused = await refusalOf(client.fetch(site.url('/')));
    expect(refused).toBeInstanceOf(CollectionRefused);
    expect(refused.reason).toBe('address');
    expect(refused.message).toMatch(/127\.0\.0\.1 is a loopback address/);
    expect(site.requests.length).toBe(before);

    const allowed = fetcher([site.hostPort]);
    const res = await allowed.fetch(site.url('/'));
    expect(res.status).toBe(200);
    expect(new TextDecoder().decode(res.body)).toBe('<p>hello</p>');
    await Promise.all([client.close(), allowed.close()]);
  });

  it('refuses a host name that resolves to a loopback address (localhost), checked at connection', async () => {
    const client = fetcher([site.hostPort]);
    const refused = await refusalOf(client.fetch(`http://localhost:${site.port}/`));
    expect(refused.reason).toBe('address');
    expect(refused.message).toMatch(/localhost resolves to (127\.0\.0\.1|::1), a loopback address/);
    await client.close();
  });

  it.each([
    'http://10.0.0.1/',
    'http://192.168.0.1:8080/privacy',
    'http://172.20.1.1/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://0x7f000001/',
    'http://0.0.0.0/',
    'http://100.100.100.100/',
  ])('refuses the literal address in %s before connecting', async (url) => {
    const client = fetcher([]);
    const started = Date.now();
    const refused = await refusalOf(client.fetch(url));
    expect(refused.reason).toBe('address');
    expect(Date.now() - started).toBeLessThan(500);
    await client.close();
  });

  it.each([
    ['file:///etc/passwd', 'scheme'],
    ['ftp://example.com/privacy.txt', 'scheme'],
    ['gopher://example.com/', 'scheme'],
    ['not a url', 'scheme'],
    ['http://user:secret@example.com/', 'credentials'],
    ['https://user@example.com/', 'credentials'],
  ])('refuses %s (%s)', async (url, reason) => {
    const client = fetcher([]);
    expect((await refusalOf(client.fetch(url))).reason).toBe(reason);
    await client.close();
  });

  it('refuses a redirect from an allowed site to another port of 127.0.0.1, which never sees a request', async () => {
    const client = fetcher([site.hostPort]);
    const refused = await refusalOf(client.fetch(site.url('/to-other-port')));
    expect(refused.reason).toBe('address');
    expect(refused.url).toBe(other.url('/'));
    expect(other.requests).toHaveLength(0);
    await client.close();
  });

  it('refuses redirects to the metadata address, to localhost and to file:', async () => {
    const client = fetcher([site.hostPort]);
    expect((await refusalOf(client.fetch(site.url('/to-metadata')))).reason).toBe('address');
    expect((await refusalOf(client.fetch(site.url('/to-localhost')))).reason).toBe('address');
    expect((await refusalOf(client.fetch(site.url('/to-file')))).reason).toBe('scheme');
    expect(other.requests).toHaveLength(0);
    await client.close();
  });

  it('follows 5 redirects and refuses a 6th without requesting it', async () => {
    const client = fetcher([site.hostPort]);
    const res = await client.fetch(site.url('/chain/5'));
    expect(res.status).toBe(200);
    expect(res.finalUrl).toBe(site.url('/chain/0'));
    const before = site.paths().length;
    const refused = await refusalOf(client.fetch(site.url('/chain/6')));
    expect(refused.reason).toBe('too-many-redirects');
    expect(site.paths().slice(before)).toEqual(['/chain/6', '/chain/5', '/chain/4', '/chain/3', '/chain/2', '/chain/1']);
    await client.close();
  });

  it('names the index in its User-Agent', async () => {
    const client = fetcher([site.hostPort]);
    expect(new TextDecoder().decode((await client.fetch(site.url('/ua'))).body)).toBe(USER_AGENT);
    await client.close();
  });
});

describe('body cap', () => {
  const SIX_MB = 6 * 1024 * 1024;
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer((_req, res, path) => {
      if (path === '/declared') {
        res.writeHead(200, { 'content-type': 'text/html', 'content-length': SIX_MB });
        res.end(Buffer.alloc(SIX_MB, 'a'));
      } else if (path === '/streamed') {
        res.writeHead(200, { 'content-type': 'text/html' });
        for (let i = 0; i < 6; i += 1) res.write(Buffer.alloc(1024 * 1024, 'a'));
        res.end();
      } else if (path === '/bomb') {
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        res.end(gzipSync(Buffer.alloc(SIX_MB, 'a')));
      } else {
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        res.end(gzipSync(Buffer.alloc(4 * 1024 * 1024, 'b')));
      }
    });
  });
  afterAll(() => server.close());

  it.each(['/declared', '/streamed', '/bomb'])('refuses a body over 5 MB (%s)', async (path) => {
    const client = fetcher([server.hostPort]);
    const refused = await refusalOf(client.fetch(server.url(path)));
    expect(refused.reason).toBe('too-large');
    expect(refused.message).toMatch(/larger than 5242880 bytes/);
    await client.close();
  });

  it('reads a compressed body under the cap', async () => {
    const client = fetcher([server.hostPort]);
    const res = await client.fetch(server.url('/ok'));
    expect(res.body.length).toBe(4 * 1024 * 1024);
    await client.close();
  });
});

describe('retries', () => {
  it('waits the Retry-After seconds of a 429, then gets the page', async () => {
    let calls = 0;
    const server = await startServer((_req, res) => {
      calls += 1;
      if (calls === 1) {
        res.writeHead(429, { 'retry-after': '1' });
        return res.end();
      }
      sendHtml(res, '<p>ok</p>');
    });
    const records: RequestRecord[] = [];
    const client = fetcher([server.hostPort]);
    const started = Date.now();
    const res = await client.fetch(server.url('/'), { onRequest: (r) => records.push(r) });
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(records.map((r) => r.status)).toEqual([429, 200]);
    await client.close();
    await server.close();
  });

  it('waits until the Retry-After date of a 503, then gets the page', async () => {
    const times: number[] = [];
    const server = await startServer((_req, res) => {
      times.push(Date.now());
      if (times.length === 1) {
        res.writeHead(503, { 'retry-after': new Date(Date.now() + 2000).toUTCString() });
        return res.end();
      }
      sendHtml(res, '<p>ok</p>');
    });
    const client = fetcher([server.hostPort]);
    expect((await client.fetch(server.url('/'))).status).toBe(200);
    // An HTTP date has whole seconds: at least one second passes.
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(900);
    await client.close();
    await server.close();
  });

  it('caps the wait a server asks for, and gives the error status after the last attempt', async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(503, { 'retry-after': '3600' });
      res.end();
    });
    const client = fetcher([server.hostPort], { maxRetryWaitMs: 100 });
    const started = Date.now();
    const res = await client.fetch(server.url('/'));
    expect(res.status).toBe(503);
    expect(server.requests).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(2000);
    await client.close();
    await server.close();
  });

  it('retries a network error, then fails as unreachable', async () => {
    const port = await freePort();
    const records: RequestRecord[] = [];
    const client = fetcher([`127.0.0.1:${port}`]);
    const failed = await refusalOf(client.fetch(`http://127.0.0.1:${port}/`, { onRequest: (r) => records.push(r) }));
    expect(failed).toBeInstanceOf(CollectionFailed);
    expect(failed.reason).toBe('unreachable');
    expect(records).toHaveLength(3);
    expect(records[0]).toEqual({ url: `http://127.0.0.1:${port}/`, status: null, error: expect.stringMatching(/unreachable/) });
    await client.close();
  });

  it('gives up on a site that does not answer in time', async () => {
    const server = await startServer(() => undefined);
    const client = fetcher([server.hostPort], { timeoutMs: 1000, maxAttempts: 1 });
    const failed = await refusalOf(client.fetch(server.url('/')));
    expect(failed.reason).toBe('timeout');
    await client.close();
    await server.close();
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = new Date('2025-03-01T10:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Sat, 01 Mar 2025 10:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Sat, 01 Mar 2025 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(undefined, now)).toBeNull();
  });
});
