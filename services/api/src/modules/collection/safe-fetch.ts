/**
 * The collector's only HTTP client. It fetches pages of sites named by analysts (and by the pages
 * themselves, through links and redirects), so it must never become a way into our own network:
 * every connection's address is checked after DNS resolution, in the socket's own lookup (a name
 * that resolved to a public address a moment ago cannot be swapped for a private one), and every
 * redirect is checked again before it is followed. Bodies are capped, slow sites time out, and
 * busy or failing ones are retried a few times with a growing wait.
 */
import dns from 'node:dns';
import type { LookupAddress } from 'node:dns';
import net from 'node:net';
import { pipeline } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { Agent, request, type Dispatcher } from 'undici';
import { addressRefusal } from './addresses.js';
import { CollectionError, CollectionFailed, CollectionRefused } from './errors.js';

const MAX_BODY_BYTES = 5 * 1024 * 1024;
const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export interface SafeFetchOptions {
  userAgent: string;
  /** host:port pairs exempt from the address rule (tests, local stand-in sites): INDEX_COLLECT_ALLOW_HOSTS. */
  allowHosts: readonly string[];
  /** Limit for connecting, and for the whole request including its body. */
  timeoutMs: number;
  /** Tries per request on 429, 5xx and network errors. */
  maxAttempts: number;
  /** Wait before the first retry; each later one doubles it. */
  retryWaitMs: number;
  /** No wait (Retry-After included) is longer than this. Default 60 s. */
  maxRetryWaitMs?: number;
  /** Default MAX_BODY_BYTES (5 MB). */
  maxBytes?: number;
  /** The clock, for Retry-After dates. */
  now?: () => Date;
}

/** One HTTP request's outcome, as the collector's request log keeps it. */
export interface RequestRecord {
  url: string;
  status: number | null;
  error?: string;
}

/**
 * Wraps each hop (a URL and its retries) before it is sent: where the collector checks robots.txt
 * and waits for the host's turn. It may throw to refuse the hop.
 */
export type HopGate = <T>(url: URL, send: () => Promise<T>) => Promise<T>;

export interface FetchOptions {
  accept?: string;
  gate?: HopGate;
  /** Called for every request sent (each attempt of each hop). */
  onRequest?: (record: RequestRecord) => void;
}

export interface SafeResponse {
  url: string;
  /** After redirects. */
  finalUrl: string;
  status: number;
  contentType: string;
  /** Read for 2xx answers only; empty otherwise. */
  body: Uint8Array;
}

export interface SafeFetcher {
  /**
   * GETs a URL, following at most MAX_REDIRECTS redirects. Answers any final status (after retries);
   * throws CollectionRefused (a rule) or CollectionFailed (unreachable, timeout).
   */
  fetch(url: string, options?: FetchOptions): Promise<SafeResponse>;
  close(): Promise<void>;
}

/** The name and port a URL connects to, as allow-list entries spell them. */
const hostPortOf = (url: URL) => `${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;

/** Thrown inside the socket's lookup; turned into CollectionRefused with the URL that asked. */
class AddressRefused extends Error {
  constructor(
    readonly hostname: string,
    readonly address: string,
    readonly range: string,
  ) {
    super(`${hostname} resolves to ${address}, a ${range} address`);
  }
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** dns.lookup that answers only public unicast addresses: the socket never connects anywhere else. */
function publicLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback): void {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    for (const { address } of addresses) {
      const range = addressRefusal(address);
      // One private answer refuses the name: a mixed answer is how rebinding tricks start.
      if (range) return callback(new AddressRefused(hostname, address, range) as NodeJS.ErrnoException, []);
    }
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
    callback(null, first.address, first.family);
  });
}

function causes(err: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e = err; e && chain.length < 8; e = (e as { cause?: unknown }).cause) chain.push(e);
  return chain;
}

const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT']);

/** A thrown transport error in the collector's terms. */
function asCollectionError(err: unknown, url: URL): CollectionError {
  const chain = causes(err);
  const known = chain.find((e) => e instanceof CollectionError);
  if (known) return known as CollectionError;
  const refused = chain.find((e) => e instanceof AddressRefused);
  if (refused) return new CollectionRefused('address', url.href, `Refused ${url.href}: ${refused.message}`);
  const timedOut = chain.some((e) => (e as Error).name === 'TimeoutError' || TIMEOUT_CODES.has((e as { code?: string }).code ?? ''));
  if (timedOut) return new CollectionFailed('timeout', url.href, `${url.href} did not answer in time`);
  const detail = chain.map((e) => (e as { code?: string }).code ?? (e as Error).message).find(Boolean) ?? 'network error';
  return new CollectionFailed('unreachable', url.href, `${url.href} is unreachable (${detail})`);
}

/** Seconds or an HTTP date, as milliseconds from now; null when absent or unreadable. */
export function retryAfterMs(value: string | undefined, now: Date): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

interface Hop {
  status: number;
  location: string | undefined;
  retryAfter: string | undefined;
  contentType: string;
  body: Uint8Array;
}

export function createSafeFetcher(options: SafeFetchOptions): SafeFetcher {
  const maxBytes = options.maxBytes ?? MAX_BODY_BYTES;
  const maxRetryWaitMs = options.maxRetryWaitMs ?? 60_000;
  const now = options.now ?? (() => new Date());
  const allowed = new Set(options.allowHosts.map((h) => h.toLowerCase()));
  const agentOptions = { headersTimeout: options.timeoutMs, bodyTimeout: options.timeoutMs, connections: 4 };
  const guarded = new Agent({ ...agentOptions, connect: { timeout: options.timeoutMs, lookup: publicLookup } });
  // Only for allow-listed host:port pairs (tests, stand-in sites): no address rule.
  const exempt = new Agent({ ...agentOptions, connect: { timeout: options.timeoutMs } });

  /** The rules a URL must pass before anything is sent (again at each redirect). */
  function check(target: string, base?: URL): URL {
    let url: URL;
    try {
      url = new URL(target, base);
    } catch {
      throw new CollectionRefused('scheme', target, `Refused "${target}": not a URL`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new CollectionRefused('scheme', url.href, `Refused ${url.href}: only http and https are fetched (not ${url.protocol})`);
    }
    if (url.username || url.password) throw new CollectionRefused('credentials', url.href, `Refused ${url.href}: URLs with credentials are not fetched`);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (net.isIP(host) && !allowed.has(hostPortOf(url))) {
      const range = addressRefusal(host);
      if (range) throw new CollectionRefused('address', url.href, `Refused ${url.href}: ${host} is a ${range} address`);
    }
    return url;
  }

  async function readBody(url: URL, body: Dispatcher.ResponseData['body'], encoding: string | undefined, length: string | undefined): Promise<Uint8Array> {
    const tooLarge = () => new CollectionRefused('too-large', url.href, `Refused ${url.href}: the body is larger than ${maxBytes} bytes`);
    if (length && Number(length) > maxBytes) {
      body.destroy();
      throw tooLarge();
    }
    const coding = encoding?.trim().toLowerCase();
    const decoder =
      coding === 'gzip' || coding === 'x-gzip' ? createGunzip() : coding === 'deflate' ? createInflate() : coding === 'br' ? createBrotliDecompress() : null;
    // pipeline passes the body's errors (a timeout) on to the decoder instead of leaving it waiting.
    const source: AsyncIterable<Buffer> = decoder ? pipeline(body, decoder, () => {}) : body;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of source) {
      size += chunk.length;
      // The cap counts decoded bytes: a small compressed body must not inflate without limit.
      if (size > maxBytes) {
        body.destroy();
        decoder?.destroy();
        throw tooLarge();
      }
      chunks.push(chunk);
    }
    return new Uint8Array(Buffer.concat(chunks));
  }

  /** One request, no redirect followed, no retry. */
  async function send(url: URL, accept: string): Promise<Hop> {
    const dispatcher = allowed.has(hostPortOf(url)) ? exempt : guarded;
    const signal = AbortSignal.timeout(options.timeoutMs);
    try {
      const res = await request(url, {
        dispatcher,
        method: 'GET',
        signal,
        headers: { 'user-agent': options.userAgent, accept, 'accept-language': 'en, ar;q=0.9', 'accept-encoding': 'gzip, deflate, br' },
      });
      const headers = res.headers as Record<string, string | string[] | undefined>;
      const hop: Hop = {
        status: res.statusCode,
        location: header(headers, 'location'),
        retryAfter: header(headers, 'retry-after'),
        contentType: header(headers, 'content-type') ?? '',
        body: new Uint8Array(),
      };
      if (res.statusCode >= 200 && res.statusCode < 300) {
        hop.body = await readBody(url, res.body, header(headers, 'content-encoding'), header(headers, 'content-length'));
      } else await res.body.dump();
      return hop;
    } catch (err) {
      throw asCollectionError(err, url);
    }
  }

  /** A hop with its retries: 429, 5xx and network errors, waiting Retry-After or a doubling wait. */
  async function sendWithRetries(url: URL, accept: string, onRequest?: (record: RequestRecord) => void): Promise<Hop> {
    for (let attempt = 1; ; attempt += 1) {
      let waitMs = Math.min(options.retryWaitMs * 2 ** (attempt - 1), maxRetryWaitMs);
      try {
        const hop = await send(url, accept);
        onRequest?.({ url: url.href, status: hop.status });
        if (!(hop.status === 429 || hop.status >= 500) || attempt >= options.maxAttempts) return hop;
        const asked = retryAfterMs(hop.retryAfter, now());
        if (asked !== null) waitMs = Math.min(asked, maxRetryWaitMs);
      } catch (err) {
        const failure = err instanceof CollectionError ? err : asCollectionError(err, url);
        onRequest?.({ url: url.href, status: null, error: failure.message });
        if (!(failure instanceof CollectionFailed) || attempt >= options.maxAttempts) throw failure;
      }
      await sleep(waitMs);
    }
  }

  return {
    async fetch(target, fetchOptions = {}) {
      const accept = fetchOptions.accept ?? 'text/html,application/xhtml+xml,application/pdf;q=0.9,text/plain;q=0.8,*/*;q=0.5';
      const gate: HopGate = fetchOptions.gate ?? ((_url, go) => go());
      let url = check(target);
      for (let redirects = 0; ; redirects += 1) {
        const hopUrl = url;
        const hop = await gate(hopUrl, () => sendWithRetries(hopUrl, accept, fetchOptions.onRequest));
        if (!REDIRECT_STATUSES.has(hop.status) || !hop.location) {
          return { url: target, finalUrl: url.href, status: hop.status, contentType: hop.contentType, body: hop.body };
        }
        if (redirects >= MAX_REDIRECTS) {
          throw new CollectionRefused('too-many-redirects', target, `Refused ${target}: more than ${MAX_REDIRECTS} redirects`);
        }
        url = check(hop.location, url);
      }
    },
    async close() {
      await Promise.all([guarded.close(), exempt.close()]);
    },
  };
}
