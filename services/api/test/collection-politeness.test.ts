/**
 * The collector's manners: robots.txt is read once per site and obeyed (a disallowed path is never
 * requested; an unreadable robots.txt disallows everything), a site gets one request at a time
 * with a pause between them (longer if its Crawl-delay asks), and the collector as a whole keeps
 * a bounded number of requests in flight.
 */
import { collectSite, createCollector } from '../src/modules/collection/collect-site.js';
import { CollectionRefused } from '../src/modules/collection/errors.js';
import { createHostQueue } from '../src/modules/collection/host-queue.js';
import { sendHtml, startServer, startStandInSites, testOptions } from './support/stand-in-sites.js';

const HOME = `<!doctype html><html lang="en"><head><title>Acme</title></head><body>
<header><a href="/private/privacy">Privacy Policy</a></header>
<main><h1>Acme</h1><p>We make things.</p></main>
<footer><a href="/legal/privacy">Privacy Policy</a></footer></body></html>`;
const PRIVACY = '<!doctype html><html lang="en"><body><h1>Privacy Policy</h1><p>We process your personal data lawfully and tell you how.</p></body></html>';

function site(robots: string | null | undefined) {
  return startServer(
    (_req, res, path) => {
      if (path === '/') return sendHtml(res, HOME);
      if (path.endsWith('/privacy')) return sendHtml(res, PRIVACY);
      sendHtml(res, 'Not found', 404);
    },
    { robots },
  );
}

describe('robots.txt', () => {
  it('never requests a disallowed path: the next link to the notice is taken instead', async () => {
    const server = await site('User-agent: *\nDisallow: /private/\n');
    const collection = await collectSite(server.url('/'), testOptions([server.hostPort], { guessPaths: false }));
    expect(server.paths()).not.toContain('/private/privacy');
    expect(server.paths().filter((p) => p === '/robots.txt')).toHaveLength(1);
    expect(collection.notices.privacy.en?.url).toBe(server.url('/legal/privacy'));
    expect(collection.requests.map((r) => [new URL(r.url).pathname, r.status])).toEqual([
      ['/robots.txt', 200],
      ['/', 200],
      ['/legal/privacy', 200],
    ]);
    await server.close();
  });

  it('obeys the group for our User-Agent rather than *', async () => {
    const server = await site('User-agent: *\nAllow: /\n\nUser-agent: MizanPDPLIndexBot\nDisallow: /legal/\n');
    const collection = await collectSite(server.url('/'), testOptions([server.hostPort]));
    expect(server.paths()).not.toContain('/legal/privacy');
    expect(collection.notices.privacy.en?.url).toBe(server.url('/private/privacy'));
    await server.close();
  });

  it('refuses a site whose robots.txt disallows its home page for us, requesting nothing else', async () => {
    const server = await site('User-agent: MizanPDPLIndexBot\nDisallow: /\n');
    const refused = collectSite(server.url('/'), testOptions([server.hostPort]));
    await expect(refused).rejects.toThrow(CollectionRefused);
    await expect(refused).rejects.toMatchObject({ reason: 'robots', message: expect.stringMatching(/robots\.txt disallows it for MizanPDPLIndexBot/) });
    expect(server.paths()).toEqual(['/robots.txt']);
    await server.close();
  });

  it('allows everything when robots.txt is missing (404)', async () => {
    const server = await site(undefined);
    const collection = await collectSite(server.url('/'), testOptions([server.hostPort]));
    expect(collection.traits.privacyNoticeFound).toBe(true);
    await server.close();
  });

  it('disallows everything when robots.txt fails (5xx), after retrying it', async () => {
    const server = await startServer((_req, res, path) => (path === '/robots.txt' ? sendHtml(res, 'down', 503) : sendHtml(res, HOME)), { robots: null });
    await expect(collectSite(server.url('/'), testOptions([server.hostPort]))).rejects.toMatchObject({ reason: 'robots' });
    expect(server.paths()).toEqual(['/robots.txt', '/robots.txt', '/robots.txt']);
    await server.close();
  });

  it('waits a Crawl-delay longer than its own pause between requests', async () => {
    const server = await site('User-agent: *\nCrawl-delay: 1\nDisallow: /private/\n');
    await collectSite(server.url('/'), testOptions([server.hostPort], { hostDelayMs: 10 }));
    const [, home, notice] = server.requests;
    expect(notice!.start - home!.end).toBeGreaterThanOrEqual(990);
    await server.close();
  });
});

describe('host queue', () => {
  it('sends one request at a time to each stand-in site, with the pause between them, while sites proceed in parallel', async () => {
    const sites = await startStandInSites({ count: 4, latencyMs: 30 });
    const collector = createCollector(testOptions(sites.allowHosts, { hostDelayMs: 50 }));
    try {
      const collections = await Promise.all(sites.sites.map((s) => collector.collect(s.url)));
      expect(collections.every((c) => c.traits.privacyNoticeFound)).toBe(true);
    } finally {
      await collector.close();
    }
    expect(sites.maxInFlight()).toBe(1);
    for (const s of sites.sites) {
      const own = sites.requests.filter((r) => r.site === s.n).sort((a, b) => a.start - b.start);
      for (let i = 1; i < own.length; i += 1) expect(own[i]!.start - own[i - 1]!.end).toBeGreaterThanOrEqual(45);
    }
    // Requests to different sites did overlap: the pause is per host, not global.
    const all = [...sites.requests].sort((a, b) => a.start - b.start);
    expect(all.some((r, i) => i > 0 && r.start < all[i - 1]!.end)).toBe(true);
    expect(sites.disallowedRequests()).toBe(0);
    await sites.close();
  });

  it('keeps at most `concurrency` tasks running across hosts', async () => {
    const queue = createHostQueue({ delayMs: 0, concurrency: 2 });
    let running = 0;
    let peak = 0;
    const task = async () => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running -= 1;
    };
    await Promise.all(['a', 'b', 'c', 'd', 'e'].flatMap((host) => [queue.run(host, task), queue.run(host, task)]));
    expect(peak).toBe(2);
  });

  it('runs a host’s next task after a failed one', async () => {
    const queue = createHostQueue({ delayMs: 0, concurrency: 1 });
    await expect(queue.run('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run('a', () => Promise.resolve('next'))).resolves.toBe('next');
  });
});
