// Stand-in company sites for the collector's tests, bench and e2e tests: each site is a node:http
// server on its own port of 127.0.0.1 (one host each, as real sites are), with a home page linking
// its privacy and cookie notices in English and Arabic, found in one of three ways (footer links,
// hreflang alternates of the English notice, the language switch to an Arabic home page). Every
// site has a robots.txt whose Disallow a naive crawler would hit: the header's "Privacy" link goes
// to a disallowed draft. Some sites serve their privacy notices as PDFs (English and Arabic, made
// with pdfkit, Arabic laid out right to left as the project's own reports are), some answer the
// first request with 429 and Retry-After, some show a consent manager's banner.
//
// The server counts what a test or bench asserts on: every request (site, path, User-Agent, start
// and end), requests to disallowed paths, and the most requests a site had in flight at once.
import http from 'node:http';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

/** Paths robots.txt disallows on every site (for every crawler). */
export const DISALLOWED_PREFIXES = ['/private/', '/drafts/'];

export const ENGLISH_PRIVACY = [
  'Privacy Policy',
  'Last updated: 1 March 2025',
  'Who we are',
  'Company {n} is the controller of your personal data. Contact our data protection officer at dpo@example.com.',
  'What we collect',
  'We collect your name, e-mail address and order history when you buy from us.',
  'Why we use it',
  'We use your personal data to deliver your orders and, with your consent, to send you offers.',
  'Your rights',
  'You may ask to access, correct or destroy your personal data, and withdraw your consent at any time.',
];
export const ARABIC_PRIVACY = [
  'سياسة الخصوصية',
  'آخر تحديث: 1 مارس 2025',
  'من نحن',
  'الشركة {n} هي جهة التحكم في بياناتك الشخصية. تواصل مع مسؤول حماية البيانات على dpo@example.com.',
  'ما نجمعه',
  'نجمع اسمك وبريدك الإلكتروني وسجل طلباتك عند الشراء منا.',
  'حقوقك',
  'يحق لك طلب الوصول إلى بياناتك الشخصية وتصحيحها وإتلافها، ولك سحب موافقتك في أي وقت خلال مدة المعالجة.',
];
const COOKIE_SECTION = { en: ['Cookies', 'We use cookies to keep you signed in and to measure visits.'], ar: ['ملفات تعريف الارتباط', 'نستخدم ملفات تعريف الارتباط لإبقائك مسجلا ولقياس الزيارات.'] };
const COOKIE_POLICY = {
  en: ['Cookie Policy', 'This cookie policy explains which cookies we set and why.', 'You may refuse optional cookies in the banner.'],
  ar: ['سياسة ملفات تعريف الارتباط', 'توضح هذه السياسة ملفات تعريف الارتباط التي نستخدمها وسبب استخدامها.', 'يمكنك رفض ملفات الارتباط الاختيارية.'],
};

const escape = (text) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const fill = (lines, n) => lines.map((line) => line.replace('{n}', String(n)));

/** A page: the first line is its heading, every other line a paragraph (short ones become subheadings). */
function page({ lang, title, lines, head = '', header = '', footer = '', banner = false }) {
  const [heading, ...rest] = lines;
  const body = rest.map((line) => (line.split(' ').length <= 4 ? `<h2>${escape(line)}</h2>` : `<p>${escape(line)}</p>`)).join('\n');
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><title>${escape(title)}</title>${head}${banner ? '<script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js"></script>' : ''}</head>
<body>
<header><nav><a href="/">${lang === 'ar' ? 'الرئيسية' : 'Home'}</a> ${header}</nav></header>
<main><article><h1>${escape(heading)}</h1>
${body}
</article></main>
<footer>${footer}</footer>
${banner ? '<div id="onetrust-banner-sdk" class="cookie-consent">We use cookies. <button>Accept</button> <button>Reject</button></div>' : ''}
</body></html>`;
}

const link = (href, text, hreflang) => `<a href="${href}"${hreflang ? ` hreflang="${hreflang}"` : ''}>${escape(text)}</a>`;

/**
 * A WOFF font as the TrueType file it wraps, inflated with Node's zlib (fontkit's own JavaScript
 * inflate takes over a second per document), as services/api/src/modules/assessment/woff-to-sfnt.ts does.
 */
function woffToSfnt(woff) {
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, compLength, origLength, checksum] = [4, 8, 12, 16].map((d) => woff.readUInt32BE(at + d));
    const stored = woff.subarray(offset, offset + compLength);
    return { tag: woff.subarray(at, at + 4), checksum, data: compLength < origLength ? inflateSync(stored) : stored };
  });
  const padded = (length) => (length + 3) & ~3;
  const headerLength = 12 + 16 * numTables;
  const out = Buffer.alloc(headerLength + tables.reduce((sum, t) => sum + padded(t.data.length), 0));
  const log2 = Math.floor(Math.log2(numTables));
  out.writeUInt32BE(woff.readUInt32BE(4), 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(16 * 2 ** log2, 6);
  out.writeUInt16BE(log2, 8);
  out.writeUInt16BE(16 * numTables - 16 * 2 ** log2, 10);
  let offset = headerLength;
  tables.forEach((table, i) => {
    const entry = 12 + 16 * i;
    table.tag.copy(out, entry);
    out.writeUInt32BE(table.checksum, entry + 4);
    out.writeUInt32BE(offset, entry + 8);
    out.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return out;
}

let fonts;
/** IBM Plex Sans Arabic (the site's font): its Arabic and Latin subsets. */
function fontFiles() {
  const font = (subset) => woffToSfnt(readFileSync(require.resolve(`@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-${subset}-400-normal.woff`)));
  fonts ??= { arabic: font('arabic'), latin: font('latin') };
  return fonts;
}

const ARABIC = /[\u0600-\u06FF]/;

/**
 * A PDF of `lines`. Arabic lines are laid out as the project's reports are (pdfkit has no
 * bidirectional layout): word by word from the right margin, each word drawn in the font that has
 * its glyphs, so the page reads right to left; `drawOrder: 'left-to-right'` draws the same words
 * starting from the left one, as some PDF producers do.
 */
export function noticePdf(lines, { lang = 'en', title = lines[0], drawOrder = 'reading' } = {}) {
  const doc = new PDFDocument({ size: 'A4', margin: 56, lang, info: { Title: title } });
  const { arabic, latin } = fontFiles();
  doc.registerFont('arabic', arabic);
  doc.registerFont('latin', latin);
  const chunks = [];
  doc.on('data', (chunk) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 112;
  for (const [i, text] of lines.entries()) {
    const size = i === 0 ? 16 : 11;
    doc.fontSize(size);
    if (!ARABIC.test(text)) {
      doc.font('latin').text(text, 56, doc.y, { width });
      doc.moveDown(0.4);
      continue;
    }
    const space = doc.font('latin').widthOfString(' ');
    // A word's Arabic and other runs (a colon, digits), each in the font that has its glyphs, right to left.
    const words = text.split(' ').map((word) => {
      const runs = (word.match(/[\u0600-\u06FF]+|[^\u0600-\u06FF]+/g) ?? []).map((run) => {
        const font = ARABIC.test(run) ? 'arabic' : 'latin';
        return { run, font, width: doc.font(font).widthOfString(run) };
      });
      if (ARABIC.test(word)) runs.reverse();
      return { runs, width: runs.reduce((sum, r) => sum + r.width, 0) };
    });
    // Lines of words that fit, each placed from the right margin.
    const rows = [[]];
    let used = 0;
    for (const w of words) {
      if (rows.at(-1).length > 0 && used + space + w.width > width) {
        rows.push([]);
        used = 0;
      }
      used += (rows.at(-1).length > 0 ? space : 0) + w.width;
      rows.at(-1).push(w);
    }
    for (const row of rows) {
      let x = doc.page.width - 56;
      const placed = row.map((w) => {
        x -= w.width;
        const at = x;
        x -= space;
        return { ...w, x: at };
      });
      const y = doc.y;
      for (const w of drawOrder === 'reading' ? placed : [...placed].reverse()) {
        let runX = w.x;
        for (const r of w.runs) {
          doc.font(r.font).text(r.run, runX, y, { lineBreak: false });
          runX += r.width;
        }
      }
      doc.y = y + size * 1.5;
    }
    doc.moveDown(0.4);
  }
  doc.end();
  return done;
}

/** What each site is like, from its number: every combination appears within the first few dozen. */
export function siteVariant(n) {
  return {
    /** How its Arabic notices are found from the English home page (PDFs are linked from the footer). */
    discovery: n % 5 === 4 ? 'footer' : ['footer', 'hreflang', 'switch'][n % 3],
    /** Privacy notices as PDFs. */
    pdf: n % 5 === 4,
    /** The first request to the home page answers 429 (Retry-After: 1). */
    busy: n % 7 === 3,
    /** No cookie policy: a cookie section in the privacy notice instead. */
    cookieSection: n % 6 === 5 && n % 5 !== 4,
    banner: n % 2 === 0,
  };
}

function siteRoutes(n, variant, pdfs) {
  const en = { privacy: variant.pdf ? '/docs/privacy-en.pdf' : '/en/privacy-policy', cookies: '/en/cookie-policy' };
  const ar = { privacy: variant.pdf ? '/docs/privacy-ar.pdf' : '/ar/privacy-policy', cookies: '/ar/cookie-policy' };
  const withCookies = (lines, lang) => (variant.cookieSection ? [...lines, ...COOKIE_SECTION[lang]] : lines);
  const englishPrivacy = withCookies(fill(ENGLISH_PRIVACY, n), 'en');
  const arabicPrivacy = withCookies(fill(ARABIC_PRIVACY, n), 'ar');
  // The trap: a header link a naive crawler follows into a disallowed path.
  const trap = link('/private/privacy-draft', 'Privacy (draft)');
  const englishFooter = [
    link(en.privacy, 'Privacy Policy'),
    variant.cookieSection ? '' : link(en.cookies, 'Cookie Policy'),
    variant.discovery === 'footer' ? link(ar.privacy, 'سياسة الخصوصية') : '',
    variant.discovery === 'footer' && !variant.cookieSection ? link(ar.cookies, 'سياسة ملفات تعريف الارتباط') : '',
  ].join(' ');
  const arabicFooter = [link(ar.privacy, 'سياسة الخصوصية'), variant.cookieSection ? '' : link(ar.cookies, 'سياسة ملفات تعريف الارتباط')].join(' ');
  const languageSwitch = variant.discovery === 'switch' ? link('/ar/', 'العربية') : '';
  const html = (body) => ({ type: 'text/html; charset=utf-8', body });
  const routes = {
    '/': html(page({ lang: 'en', title: `Company ${n}`, lines: [`Company ${n}`, 'We sell good things to good people across the Kingdom.'], header: `${trap} ${languageSwitch}`, footer: englishFooter, banner: variant.banner })),
    '/ar/': html(page({ lang: 'ar', title: `الشركة ${n}`, lines: [`الشركة ${n}`, 'نبيع منتجات جيدة في أنحاء المملكة.'], header: link('/', 'English'), footer: arabicFooter, banner: variant.banner })),
    '/private/privacy-draft': html(page({ lang: 'en', title: 'Draft', lines: ['Draft privacy policy', 'Not for crawlers.'] })),
    '/robots.txt': { type: 'text/plain', body: `User-agent: *\n${DISALLOWED_PREFIXES.map((p) => `Disallow: ${p}`).join('\n')}\n` },
  };
  const alternate = variant.discovery === 'hreflang' ? `<link rel="alternate" hreflang="ar" href="${ar.privacy}"><link rel="alternate" hreflang="en" href="${en.privacy}">` : '';
  if (variant.pdf) {
    routes[en.privacy] = { type: 'application/pdf', body: pdfs.en };
    routes[ar.privacy] = { type: 'application/pdf', body: pdfs.ar };
  } else {
    routes[en.privacy] = html(page({ lang: 'en', title: 'Privacy Policy', lines: englishPrivacy, head: alternate, header: link(ar.privacy, 'العربية') }));
    routes[ar.privacy] = html(page({ lang: 'ar', title: 'سياسة الخصوصية', lines: arabicPrivacy, head: alternate, header: link(en.privacy, 'English') }));
  }
  if (!variant.cookieSection) {
    routes[en.cookies] = html(page({ lang: 'en', title: 'Cookie Policy', lines: COOKIE_POLICY.en, header: link(ar.cookies, 'العربية') }));
    routes[ar.cookies] = html(page({ lang: 'ar', title: 'سياسة ملفات تعريف الارتباط', lines: COOKIE_POLICY.ar, header: link(en.cookies, 'English') }));
  }
  return routes;
}

/**
 * Starts `count` stand-in sites (numbered from `first`). `latencyMs` delays every answer (a real
 * site's think time). Answers { sites, allowHosts, requests, disallowedRequests(), maxInFlight(),
 * close() }; allowHosts is what INDEX_COLLECT_ALLOW_HOSTS must list for the collector to reach them.
 */
export async function startStandInSites({ count = 1, first = 0, latencyMs = 0 } = {}) {
  const requests = [];
  const pdfs = {
    en: await noticePdf(fill(ENGLISH_PRIVACY, 'PDF'), { lang: 'en' }),
    ar: await noticePdf(fill(ARABIC_PRIVACY, 'PDF'), { lang: 'ar' }),
  };
  const servers = [];
  const sites = [];
  let peak = 0;
  for (let n = first; n < first + count; n += 1) {
    const variant = siteVariant(n);
    const routes = siteRoutes(n, variant, pdfs);
    let inFlight = 0;
    let busyLeft = variant.busy ? 1 : 0;
    const server = http.createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
      const entry = { site: n, path, userAgent: req.headers['user-agent'] ?? '', start: Date.now(), end: 0, status: 0, disallowed: DISALLOWED_PREFIXES.some((p) => path.startsWith(p)) };
      requests.push(entry);
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      const answer = (status, type, body, headers = {}) => {
        setTimeout(() => {
          inFlight -= 1;
          entry.status = status;
          entry.end = Date.now();
          res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body), ...headers });
          res.end(body);
        }, latencyMs);
      };
      if (path === '/' && busyLeft > 0) {
        busyLeft -= 1;
        return answer(429, 'text/plain', 'Too many requests', { 'retry-after': '1' });
      }
      const route = routes[path];
      if (!route) return answer(404, 'text/plain', 'Not found');
      answer(200, route.type, route.body);
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    const { port } = server.address();
    sites.push({ n, url: `http://127.0.0.1:${port}/`, hostPort: `127.0.0.1:${port}`, variant });
  }
  return {
    sites,
    allowHosts: sites.map((s) => s.hostPort),
    requests,
    disallowedRequests: () => requests.filter((r) => r.disallowed).length,
    /** The most requests one site had in flight at once (the collector's politeness keeps it at 1). */
    maxInFlight: () => peak,
    close: () => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))).then(() => undefined),
  };
}
