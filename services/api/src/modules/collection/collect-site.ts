/**
 * Collecting a site: its home page, its privacy and cookie notices in English and Arabic, and what
 * the index observes of it (SiteTraits). No database: the caller stores the result.
 *
 * Every request goes through the same three doors: robots.txt (a disallowed URL is never asked
 * for), the host queue (one request at a time per host, with a pause) and the safe client (public
 * addresses only, capped bodies, bounded redirects). A notice that cannot be had is null; a site
 * whose home page cannot be had throws, since nothing of it can be judged.
 */
import { NOTICE_KINDS, NOTICE_LANGUAGES, type NoticeKind, type NoticeLanguage, type SiteTraits } from '@pdpl/contracts';
import type { CollectConfig } from '../../config.js';
import { discoverLinks, swapUrlLanguage, type PageLinks } from './discover.js';
import { CollectionError, CollectionFailed, CollectionRefused } from './errors.js';
import { decodeBody, extractNotice, type NoticeFormat } from './extract.js';
import { createHostQueue } from './host-queue.js';
import { noticeTextHash } from './notice-text.js';
import { createRobotsCache } from './robots.js';
import { createSafeFetcher, type HopGate, type RequestRecord, type SafeResponse } from './safe-fetch.js';
import { siteTraits } from './traits.js';

export interface NoticeFetch {
  /** The URL asked for (linked, configured or guessed). */
  url: string;
  finalUrl: string;
  status: number;
  fetchedAt: string;
  contentType: string;
  /** sha256 (hex) of the normalised text: a new version of the notice only when it changes. */
  contentHash: string;
  text: string;
  /** The language the document declares (<html lang>, a PDF's /Lang). */
  lang: string | null;
  format: NoticeFormat;
}

export type SiteNotices = Record<NoticeKind, Record<NoticeLanguage, NoticeFetch | null>>;

export interface SiteCollection {
  website: string;
  notices: SiteNotices;
  traits: SiteTraits;
  /** Every request made for the site (each retry and redirect hop), in order. */
  requests: RequestRecord[];
}

/** Notice URLs an analyst gave: fetched for their slot instead of what discovery finds. */
export type ConfiguredNoticeUrls = Partial<Record<NoticeKind, Partial<Record<NoticeLanguage, string>>>>;

export interface CollectOptions extends CollectConfig {
  /** Default 60 s. */
  maxRetryWaitMs?: number;
  /** Default 5 MB. */
  maxBytes?: number;
  /** The clock (fetchedAt, Retry-After dates). */
  now?: () => Date;
  /** Try well-known paths (/privacy-policy...) when no page links to a notice of a kind. Default true. */
  guessPaths?: boolean;
}

/**
 * A collection run: one robots.txt read per origin and one host queue for every site collected
 * with it (create one per batch, not one for the server's lifetime: robots.txt changes).
 */
export interface Collector {
  collect(website: string, configured?: ConfiguredNoticeUrls): Promise<SiteCollection>;
  /** Closes the connections; the collector cannot be used after. */
  close(): Promise<void>;
}

/** Tried only when no page links to a notice of the kind; robots.txt still applies. */
const WELL_KNOWN_PATHS: Record<NoticeKind, string[]> = {
  privacy: ['/privacy-policy', '/privacy'],
  cookies: ['/cookie-policy', '/cookies'],
};

/** What a page must mention to be taken for a notice when it was reached by a guess or a language switch. */
const NOTICE_WORDS: Record<NoticeKind, RegExp> = {
  privacy: /privacy|personal (data|information)|الخصوصي[ةه]|البيانات الشخصي[ةه]|المعلومات الشخصي[ةه]/iu,
  cookies: /cookie|ملفات (تعريف )?(الارتباط|الإرتباط)|الكوكيز/iu,
};

const ARABIC_LETTERS = /[\u0600-\u06FF]/gu;
const LATIN_LETTERS = /[A-Za-z]/g;

/** The language a notice is written in, by its letters (a link's label may say otherwise). */
function writtenIn(text: string): NoticeLanguage {
  const arabic = text.match(ARABIC_LETTERS)?.length ?? 0;
  const latin = text.match(LATIN_LETTERS)?.length ?? 0;
  return arabic > latin ? 'ar' : 'en';
}

const isOk = (res: SafeResponse) => res.status >= 200 && res.status < 300;
const emptySlots = <T>(): Record<NoticeKind, Record<NoticeLanguage, T | null>> => ({
  privacy: { en: null, ar: null },
  cookies: { en: null, ar: null },
});

interface ReadNotice {
  notice: NoticeFetch;
  /** The page's other-language versions, read only when one is missing (parsing a page again costs). */
  alternates(): PageLinks['alternates'];
}

export function createCollector(options: CollectOptions): Collector {
  const now = options.now ?? (() => new Date());
  const fetcher = createSafeFetcher({ ...options, now });
  const queue = createHostQueue({ delayMs: options.hostDelayMs, concurrency: options.concurrency });
  const robots = createRobotsCache({ fetcher, queue, userAgent: options.userAgent });
  const robotsName = options.userAgent.split('/')[0];

  async function collect(website: string, configured: ConfiguredNoticeUrls = {}): Promise<SiteCollection> {
    const requests: RequestRecord[] = [];
    const onRequest = (record: RequestRecord) => requests.push(record);
    const gate: HopGate = async (url, send) => {
      const rules = await robots.rulesFor(url, onRequest);
      if (rules.failure) throw rules.failure;
      if (!rules.allows(url)) {
        const why = rules.unreadable ? `${rules.unreadable}, so nothing of the site may be fetched` : `robots.txt disallows it for ${robotsName}`;
        throw new CollectionRefused('robots', url.href, `Refused ${url.href}: ${why}`);
      }
      return queue.run(url.host, send, Math.max(options.hostDelayMs, rules.crawlDelayMs ?? 0));
    };
    const get = (url: string) => fetcher.fetch(url, { gate, onRequest });
    /** A page, or null when it could not be had (refused, failed, an error status). */
    const tryGet = async (url: string): Promise<SafeResponse | null> => {
      try {
        const res = await get(url);
        return isOk(res) ? res : null;
      } catch (err) {
        if (err instanceof CollectionError) return null;
        throw err;
      }
    };

    const home = await get(website);
    if (!isOk(home)) throw new CollectionFailed('status', website, `${website} answered HTTP ${home.status}`, home.status);
    const firstHome = decodeBody(home.body, home.contentType);
    const homeHtml = [firstHome];
    const homeLinks = discoverLinks(firstHome, home.finalUrl);
    const candidates = homeLinks.notices;
    // Sites often link a notice only from the pages in its own language: visit the other home page.
    for (const lang of NOTICE_LANGUAGES) {
      const other = homeLinks.alternates[lang];
      if (!other || other === home.finalUrl || (candidates.privacy[lang].length > 0 && candidates.cookies[lang].length > 0)) continue;
      const res = await tryGet(other);
      if (!res) continue;
      const html = decodeBody(res.body, res.contentType);
      homeHtml.push(html);
      const more = discoverLinks(html, res.finalUrl).notices;
      for (const kind of NOTICE_KINDS) for (const l of NOTICE_LANGUAGES) if (candidates[kind][l].length === 0) candidates[kind][l] = more[kind][l];
    }
    const linkedFromHome = {
      privacy: NOTICE_LANGUAGES.some((l) => candidates.privacy[l].length > 0),
      cookies: NOTICE_LANGUAGES.some((l) => candidates.cookies[l].length > 0),
    };

    const reads = new Map<string, Promise<ReadNotice | null>>();
    /** A notice page, read once per collection however many slots point at it. */
    const readNotice = (url: string): Promise<ReadNotice | null> => {
      let read = reads.get(url);
      if (!read) {
        read = (async () => {
          const res = await tryGet(url);
          if (!res) return null;
          const fetchedAt = now().toISOString();
          let extracted;
          try {
            extracted = await extractNotice(res.body, res.contentType, res.finalUrl);
          } catch (err) {
            if (err instanceof CollectionError) return null;
            throw err;
          }
          if (!extracted.text) return null;
          const { text, lang, format } = extracted;
          let alternates: PageLinks['alternates'] | undefined;
          return {
            notice: { url, finalUrl: res.finalUrl, status: res.status, fetchedAt, contentType: res.contentType, contentHash: noticeTextHash(text), text, lang, format },
            alternates: () =>
              (alternates ??= format === 'html' ? discoverLinks(decodeBody(res.body, res.contentType), res.finalUrl).alternates : { en: null, ar: null }),
          };
        })();
        reads.set(url, read);
      }
      return read;
    };

    const found = emptySlots<ReadNotice>();
    for (const kind of NOTICE_KINDS) {
      const slots = found[kind];
      /** Reads a candidate and files it under the language it is written in, if that slot is free. */
      const place = async (url: string | null) => {
        if (!url) return;
        const read = await readNotice(url);
        if (!read || !NOTICE_WORDS[kind].test(read.notice.text)) return;
        slots[writtenIn(read.notice.text)] ??= read;
      };
      // An analyst's URL is trusted for its slot, whatever the page looks like.
      for (const lang of NOTICE_LANGUAGES) {
        const url = configured[kind]?.[lang];
        if (url) slots[lang] = await readNotice(url);
      }
      // Links in order of preference, until one gives the notice (the first may be disallowed or dead).
      for (const lang of NOTICE_LANGUAGES) {
        if (configured[kind]?.[lang]) continue;
        for (const url of candidates[kind][lang]) {
          if (slots[lang]) break;
          await place(url);
        }
      }
      // A notice in one language usually names its other-language version.
      for (const lang of NOTICE_LANGUAGES) {
        const other = slots[lang === 'en' ? 'ar' : 'en'];
        if (slots[lang] || !other) continue;
        await place(other.alternates()[lang]);
        if (!slots[lang]) await place(swapUrlLanguage(other.notice.finalUrl, lang));
      }
      if (options.guessPaths !== false && !linkedFromHome[kind] && !slots.en && !slots.ar) {
        for (const path of WELL_KNOWN_PATHS[kind]) {
          await place(new URL(path, home.finalUrl).href);
          if (slots.en || slots.ar) break;
        }
      }
    }

    const notices: SiteNotices = emptySlots<NoticeFetch>();
    for (const kind of NOTICE_KINDS) for (const lang of NOTICE_LANGUAGES) notices[kind][lang] = found[kind][lang]?.notice ?? null;
    const traits = siteTraits({ homeUrl: home.finalUrl, homeHtml, linkedFromHome, notices });
    return { website, notices, traits, requests };
  }

  return { collect, close: () => fetcher.close() };
}

/** Collects one site with a collector of its own (for a batch, share one: createCollector). */
export async function collectSite(website: string, options: CollectOptions & { notices?: ConfiguredNoticeUrls }): Promise<SiteCollection> {
  const collector = createCollector(options);
  try {
    return await collector.collect(website, options.notices);
  } finally {
    await collector.close();
  }
}
