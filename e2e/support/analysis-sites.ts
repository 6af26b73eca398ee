/**
 * Stand-in company sites for the index analysis's end-to-end tests: real HTTP servers on 127.0.0.1
 * (one port per site, as real sites have a host each) that the site under test's collector reads
 * (INDEX_COLLECT_ALLOW_HOSTS lists them). Every site's robots.txt disallows /private/, and the
 * English site's header links its privacy notice's draft there, the first link a naive crawler
 * would follow: the server records every request, so a test checks none reached a disallowed path.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { startSite } from '../../scripts/lib/site-server.mjs';
import { E2E_ADMIN } from './admin';

/** robots.txt disallows this prefix on every stand-in site, for every crawler. */
export const DISALLOWED_PREFIX = '/private/';

/** The English notice's sentence meeting rights.access (Data Subject Rights). */
export const ENGLISH_ACCESS_QUOTE = 'You have the right to access your personal data at any time.';

/** The Arabic notice's sentence meeting rights.access, in Modern Standard Arabic legal wording. */
export const ARABIC_ACCESS_QUOTE = 'يحق لك الوصول إلى بياناتك الشخصية والحصول على نسخة منها في أي وقت.';

/** Hijri month names the analyser reads, by month number (Umm al-Qura). */
const HIJRI_MONTHS = ['محرم', 'صفر', 'ربيع الأول', 'ربيع الآخر', 'جمادى الأولى', 'جمادى الآخرة', 'رجب', 'شعبان', 'رمضان', 'شوال', 'ذو القعدة', 'ذو الحجة'];

/** A day as the Kingdom's official calendar writes it in Arabic: "12 جمادى الأولى 1448هـ". */
export function hijriDate(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', { timeZone: 'UTC', year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return `${part('day')} ${HIJRI_MONTHS[part('month') - 1]} ${part('year')}هـ`;
}

const DAY = 86_400_000;
/** Some weeks ago, so "last updated" is recent whenever the tests run. */
const updatedAt = () => new Date(Date.now() - 40 * DAY);
const englishDate = (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The English privacy notice: titled sections; it names no authority to complain to (dsrContact.complaint is not met). */
const englishNotice = () => [
  ['h1', 'Privacy Policy'],
  ['p', `Last updated: ${englishDate(updatedAt())}`],
  ['h2', 'Who we are'],
  ['p', 'E2E Watch Alpha Bank is the controller of your personal data.'],
  ['p', 'Our registered office is at King Fahd Road, Riyadh 12211, Saudi Arabia.'],
  ['p', 'You can contact our data protection officer at privacy@alpha.example or on +966 11 234 5678.'],
  ['h2', 'What we collect'],
  ['p', 'We collect your name, e-mail address, telephone number and national ID when you open an account.'],
  ['p', 'We also collect your IP address and device information automatically when you use our web site.'],
  ['h2', 'Why we use it'],
  ['p', 'We use your personal data to provide our banking services, to process payments and to prevent fraud.'],
  ['p', 'We will not use your personal data for purposes other than those stated in this notice.'],
  ['h2', 'Your rights'],
  ['p', ENGLISH_ACCESS_QUOTE],
  ['p', 'You may ask us to correct or update your personal data, or to destroy it.'],
  ['p', 'To exercise these rights, send a request to privacy@alpha.example; we answer within 30 days.'],
  ['h2', 'How long we keep it'],
  ['p', 'We keep your account data for ten years after the account is closed, as banking law requires.'],
] as const;

/** The Arabic privacy notice (the only notice of its site): formal wording and a Hijri "last updated" date. */
const arabicNotice = () => [
  ['h1', 'سياسة الخصوصية'],
  ['p', `آخر تحديث: ${hijriDate(updatedAt())}`],
  ['h2', 'من نحن'],
  ['p', 'شركة بيتا للاتصالات هي الجهة المسؤولة عن معالجة بياناتك الشخصية.'],
  ['p', 'يمكنك التواصل مع مسؤول حماية البيانات عبر البريد الإلكتروني privacy@beta.example.'],
  ['h2', 'البيانات التي نجمعها'],
  ['p', 'نجمع اسمك ورقم هاتفك وبريدك الإلكتروني عند اشتراكك في خدماتنا.'],
  ['h2', 'حقوقك'],
  ['p', ARABIC_ACCESS_QUOTE],
  ['p', 'يحق لك طلب تصحيح بياناتك الشخصية أو تحديثها أو إتلافها.'],
  ['h2', 'مدة الاحتفاظ'],
  ['p', 'نحتفظ ببياناتك الشخصية مدة خمس سنوات من انتهاء اشتراكك، ثم نتلفها.'],
] as const;

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function page({ lang, title, blocks, header = '', footer = '' }: { lang: 'en' | 'ar'; title: string; blocks: readonly (readonly [string, string])[]; header?: string; footer?: string }) {
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><title>${escape(title)}</title></head>
<body>
<header><nav><a href="/">${lang === 'ar' ? 'الرئيسية' : 'Home'}</a> ${header}</nav></header>
<main><article>
${blocks.map(([tag, text]) => `<${tag}>${escape(text)}</${tag}>`).join('\n')}
</article></main>
<footer>${footer}</footer>
</body></html>`;
}

type Routes = Record<string, { type: string; body: string }>;
const html = (body: string) => ({ type: 'text/html; charset=utf-8', body });
const robots = { type: 'text/plain; charset=utf-8', body: `User-agent: *\nDisallow: ${DISALLOWED_PREFIX}\n` };

/** The English site: the home page's header links the notice's draft under the disallowed path first, its footer the notice. */
const englishSite = (): Routes => ({
  '/robots.txt': robots,
  '/': html(
    page({
      lang: 'en',
      title: 'E2E Watch Alpha Bank',
      blocks: [
        ['h1', 'E2E Watch Alpha Bank'],
        ['p', 'Banking for every family in the Kingdom.'],
      ],
      header: `<a href="${DISALLOWED_PREFIX}privacy-policy-draft">Privacy Policy (draft)</a>`,
      footer: '<a href="/en/privacy-policy">Privacy Policy</a>',
    }),
  ),
  '/en/privacy-policy': html(page({ lang: 'en', title: 'Privacy Policy', blocks: englishNotice() })),
  [`${DISALLOWED_PREFIX}privacy-policy-draft`]: html(page({ lang: 'en', title: 'Draft', blocks: [['h1', 'Privacy Policy (draft)'], ['p', 'Not for crawlers.']] })),
});

/** The Arabic site: an Arabic home page linking an Arabic privacy notice, and no English one at all. */
const arabicSite = (): Routes => ({
  '/robots.txt': robots,
  '/': html(
    page({
      lang: 'ar',
      title: 'شركة بيتا للاتصالات',
      blocks: [
        ['h1', 'شركة بيتا للاتصالات'],
        ['p', 'خدمات الاتصالات لكل أسرة في المملكة.'],
      ],
      footer: '<a href="/ar/privacy-policy">سياسة الخصوصية</a>',
    }),
  ),
  '/ar/privacy-policy': html(page({ lang: 'ar', title: 'سياسة الخصوصية', blocks: arabicNotice() })),
});

export interface StandInRequest {
  site: 'english' | 'arabic';
  path: string;
  userAgent: string;
}

export interface StandInSites {
  /** The English site's home page URL (http://127.0.0.1:port/). */
  english: string;
  /** The Arabic-only site's home page URL. */
  arabic: string;
  /** What INDEX_COLLECT_ALLOW_HOSTS must list for the collector to reach them. */
  allowHosts: string;
  /** Every request the sites received, in order. */
  requests: StandInRequest[];
  close(): Promise<void>;
}

async function serve(site: StandInRequest['site'], routes: Routes, requests: StandInRequest[]): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    requests.push({ site, path, userAgent: req.headers['user-agent'] ?? '' });
    const route = routes[path];
    const [status, type, body] = route ? [200, route.type, route.body] : [404, 'text/plain; charset=utf-8', 'Not found'];
    res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

export async function startStandInSites(): Promise<StandInSites> {
  const requests: StandInRequest[] = [];
  const servers = [await serve('english', englishSite(), requests), await serve('arabic', arabicSite(), requests)];
  const [english, arabic] = servers.map((s) => `127.0.0.1:${(s.address() as AddressInfo).port}`) as [string, string];
  return {
    english: `http://${english}/`,
    arabic: `http://${arabic}/`,
    allowHosts: `${english},${arabic}`,
    requests,
    close: async () => {
      await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
    },
  };
}

export type AnalysisSite = Awaited<ReturnType<typeof startSite>>;

/**
 * A server with its own database (the sample editions only), whose collector may reach the stand-in
 * sites (and nothing else private): publishing there cannot change what other spec files read.
 * Polite pauses and retry waits are short, so a collection takes well under a second.
 */
export function startAnalysisSite(allowHosts: string): Promise<AnalysisSite> {
  return startSite({
    root: fileURLToPath(new URL('../..', import.meta.url)),
    env: {
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      RATE_LIMIT_PUBLIC_WRITES: '1000',
      INDEX_COLLECT_ALLOW_HOSTS: allowHosts,
      INDEX_COLLECT_HOST_DELAY_MS: '50',
      INDEX_COLLECT_RETRY_WAIT_MS: '50',
    },
  });
}
