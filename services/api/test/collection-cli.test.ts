/**
 * npm run index:collect: the built command collects one site with the INDEX_COLLECT_* settings
 * and prints one JSON object on stdout, or says on stderr why the site cannot be collected (exit
 * code 1). The settings themselves are validated like every other.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { loadCollectConfig } from '../src/config.js';
import { problemsOf } from './support/config.js';
import { startStandInSites, type StandInSites } from './support/stand-in-sites.js';

const CLI = path.resolve(__dirname, '../dist/cli/index-collect.js');

function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { env: { PATH: process.env.PATH ?? '', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run index:collect', () => {
  let sites: StandInSites;
  beforeAll(async () => {
    // Site 4: PDF notices, found from the footer.
    sites = await startStandInSites({ count: 2, first: 3 });
  });
  afterAll(() => sites.close());

  it('prints the site’s notices (without their texts), traits and requests as one JSON object', async () => {
    const site = sites.sites[1]!;
    const { code, stdout, stderr } = await run([site.url], { INDEX_COLLECT_ALLOW_HOSTS: site.hostPort, INDEX_COLLECT_HOST_DELAY_MS: '10', SITE_URL: 'https://mizan.test' });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const out = JSON.parse(stdout);
    expect(Object.keys(out)).toEqual(['website', 'notices', 'traits', 'requests']);
    expect(out.website).toBe(site.url);
    expect(out.notices.privacy.en).toEqual({
      url: `${site.url}docs/privacy-en.pdf`,
      finalUrl: `${site.url}docs/privacy-en.pdf`,
      status: 200,
      fetchedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      contentType: 'application/pdf',
      contentHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      lang: 'en',
      format: 'pdf',
      textLength: expect.any(Number),
    });
    expect(out.notices.privacy.ar).toMatchObject({ url: `${site.url}docs/privacy-ar.pdf`, lang: 'ar', format: 'pdf' });
    expect(out.notices.cookies.en).toMatchObject({ url: `${site.url}en/cookie-policy`, format: 'html' });
    expect(out.traits).toMatchObject({ https: false, privacyNoticeFound: true, arabicNoticeFound: true, cookieBannerMarkup: true });
    expect(out.requests[0]).toEqual({ url: `${site.url}robots.txt`, status: 200 });
    expect(out.requests.every((r: { status: number }) => r.status === 200)).toBe(true);
    expect(sites.requests.filter((r) => r.site === site.n).every((r) => r.userAgent === 'MizanPDPLIndexBot/1.0 (+https://mizan.test/PDPLComplianceIndex/methodology)')).toBe(true);
    expect(sites.disallowedRequests()).toBe(0);
  });

  it('prints the texts with --text', async () => {
    const site = sites.sites[0]!;
    const { code, stdout } = await run([site.url, '--text'], { INDEX_COLLECT_ALLOW_HOSTS: site.hostPort, INDEX_COLLECT_HOST_DELAY_MS: '10', INDEX_COLLECT_RETRY_WAIT_MS: '10' });
    expect(code).toBe(0);
    const out = JSON.parse(stdout);
    expect(out.notices.privacy.ar.text).toMatch(/^سياسة الخصوصية\n/);
    expect(out.notices.privacy.ar.textLength).toBe(out.notices.privacy.ar.text.length);
    // Site 3 answers its first home request with 429: retried after its Retry-After.
    expect(out.requests.map((r: { status: number }) => r.status).slice(0, 3)).toEqual([200, 429, 200]);
  });

  it('refuses a site on a loopback address unless it is allowed: exit code 1 and the reason on stderr', async () => {
    const site = sites.sites[0]!;
    const { code, stdout, stderr } = await run([site.url], {});
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe(`Cannot collect ${site.url}: Refused ${site.url}: 127.0.0.1 is a loopback address\n`);
  });

  it('says why a site cannot be collected: robots.txt, a bad URL', async () => {
    expect((await run(['ftp://example.com/'], {})).stderr).toMatch(/^Cannot collect ftp:\/\/example.com\/: Refused .*only http and https/);
    const usage = await run([], {});
    expect(usage.code).toBe(1);
    expect(usage.stderr).toMatch(/^Usage: npm run index:collect -- <website URL>/);
  });

  it('refuses invalid settings, naming each', async () => {
    const { code, stderr } = await run(['https://example.com/'], { INDEX_COLLECT_ALLOW_HOSTS: 'localhost', INDEX_COLLECT_CONCURRENCY: '0' });
    expect(code).toBe(1);
    expect(stderr).toMatch(/INDEX_COLLECT_ALLOW_HOSTS entry "localhost" must be host:port/);
    expect(stderr).toMatch(/INDEX_COLLECT_CONCURRENCY must be a whole number from 1 to 64/);
  });
});

describe('INDEX_COLLECT_* settings', () => {
  it('has polite defaults and no exempt host', () => {
    expect(loadCollectConfig({})).toEqual({
      userAgent: 'MizanPDPLIndexBot/1.0',
      allowHosts: [],
      hostDelayMs: 1000,
      concurrency: 8,
      timeoutMs: 15000,
      maxAttempts: 3,
      retryWaitMs: 2000,
    });
  });

  it('names the methodology page in the User-Agent when SITE_URL is set, and reads each setting', () => {
    const config = loadCollectConfig({
      SITE_URL: 'https://mizan.example',
      INDEX_COLLECT_ALLOW_HOSTS: '127.0.0.1:8080, Stand-In.test:80,[::1]:3000',
      INDEX_COLLECT_HOST_DELAY_MS: '2500',
      INDEX_COLLECT_CONCURRENCY: '4',
      INDEX_COLLECT_TIMEOUT_MS: '20000',
      INDEX_COLLECT_MAX_ATTEMPTS: '5',
      INDEX_COLLECT_RETRY_WAIT_MS: '500',
    });
    expect(config).toEqual({
      userAgent: 'MizanPDPLIndexBot/1.0 (+https://mizan.example/PDPLComplianceIndex/methodology)',
      allowHosts: ['127.0.0.1:8080', 'stand-in.test:80', '[::1]:3000'],
      hostDelayMs: 2500,
      concurrency: 4,
      timeoutMs: 20000,
      maxAttempts: 5,
      retryWaitMs: 500,
    });
  });

  it('is part of the server’s configuration, validated with the rest', () => {
    expect(problemsOf({ INDEX_COLLECT_ALLOW_HOSTS: 'http://127.0.0.1:80/', INDEX_COLLECT_TIMEOUT_MS: '10' })).toEqual([
      'INDEX_COLLECT_ALLOW_HOSTS entry "http://127.0.0.1:80/" must be host:port, e.g. 127.0.0.1:8080',
      'INDEX_COLLECT_TIMEOUT_MS must be a whole number from 1000 to 120000 (got "10")',
    ]);
  });
});
