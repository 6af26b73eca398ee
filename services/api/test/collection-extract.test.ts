/**
 * A notice's text as the analyser reads it: HTML reduced to its article with one line per heading,
 * paragraph and list item; PDFs line by line, Arabic ones in logical (reading) order with their
 * ligatures intact; the language each document declares.
 */
import { CollectionFailed } from '../src/modules/collection/errors.js';
import { extractNotice } from '../src/modules/collection/extract.js';
import { ARABIC_PRIVACY, ENGLISH_PRIVACY, noticePdf } from './support/stand-in-sites.js';

const bytes = (text: string) => new TextEncoder().encode(text);
const URL = 'https://www.example.com/privacy';

describe('HTML notices', () => {
  const page = `<!doctype html>
<html lang="en-GB"><head><title>Privacy Policy | Acme</title><style>p { color: red }</style></head>
<body>
  <header><nav><a href="/">Home</a> <a href="/shop">Shop</a></nav></header>
  <div id="cookie-banner">We use cookies <button>Accept</button></div>
  <main><article>
    <h1>Privacy   Policy</h1>
    <p>Last updated:
       1 March 2025</p>
    <h2>What we collect</h2>
    <p>We collect your <strong>name</strong>, your e-mail address and your order history when you buy
       from us, and we keep them for as long as the law requires.</p>
    <ul><li>Name and contact details</li><li>Order history<br>and invoices</li></ul>
    <h2>Your rights</h2>
    <p>You may ask to access, correct or destroy your personal data, and you may withdraw your consent at
       any time by writing to our data protection officer.</p>
    <script>track()</script>
  </article></main>
  <footer><a href="/privacy">Privacy</a> © Acme</footer>
</body></html>`;

  it('keeps the article, one line per block, whitespace collapsed inside each line', async () => {
    const notice = await extractNotice(bytes(page), 'text/html; charset=utf-8', URL);
    expect(notice.format).toBe('html');
    expect(notice.lang).toBe('en-GB');
    expect(notice.title).toBe('Privacy Policy | Acme');
    expect(notice.text.split('\n')).toEqual([
      'Privacy Policy',
      'Last updated: 1 March 2025',
      'What we collect',
      'We collect your name, your e-mail address and your order history when you buy from us, and we keep them for as long as the law requires.',
      'Name and contact details',
      'Order history',
      'and invoices',
      'Your rights',
      'You may ask to access, correct or destroy your personal data, and you may withdraw your consent at any time by writing to our data protection officer.',
    ]);
  });

  it('falls back to the body’s text when Readability finds no article', async () => {
    const notice = await extractNotice(bytes('<html><body><div>Short notice.</div><div>Second line</div></body></html>'), 'text/html', URL);
    expect(notice.text).toBe('Short notice.\nSecond line');
    expect(notice.lang).toBeNull();
  });

  it('reads an Arabic page in the charset it declares (windows-1256) and its lang', async () => {
    // "سياسة الخصوصية" in windows-1256.
    const arabic = [0xd3, 0xed, 0xc7, 0xd3, 0xc9, 0x20, 0xc7, 0xe1, 0xce, 0xd5, 0xe6, 0xd5, 0xed, 0xc9];
    const html = [...bytes('<html lang="ar" dir="rtl"><head><meta charset="windows-1256"></head><body><p>'), ...arabic, ...bytes('</p></body></html>')];
    const notice = await extractNotice(new Uint8Array(html), 'text/html', URL);
    expect(notice.text).toBe('سياسة الخصوصية');
    expect(notice.lang).toBe('ar');
  });

  it('reads plain text line by line', async () => {
    const notice = await extractNotice(bytes('Privacy Notice\r\n\r\n  We   collect\u0000 data.  \n'), 'text/plain; charset=utf-8', URL);
    expect(notice).toEqual({ text: 'Privacy Notice\nWe collect data.', lang: null, title: null, format: 'text' });
  });

  it('recognises HTML and PDF served without a useful Content-Type', async () => {
    expect((await extractNotice(bytes('<!DOCTYPE html><html><body><p>Hello</p></body></html>'), 'application/octet-stream', URL)).format).toBe('html');
    expect((await extractNotice(await noticePdf(['Privacy Policy']), '', URL)).format).toBe('pdf');
  });

  it('refuses what is neither a page, a PDF nor text', async () => {
    await expect(extractNotice(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 'image/png', URL)).rejects.toMatchObject({ reason: 'unreadable' });
    await expect(extractNotice(bytes('%PDF-1.7 broken'), 'application/pdf', URL)).rejects.toThrow(CollectionFailed);
  });
});

describe('PDF notices', () => {
  it('reads an English PDF line by line, with its language and title', async () => {
    const notice = await extractNotice(await noticePdf(ENGLISH_PRIVACY, { lang: 'en-US' }), 'application/pdf', URL);
    expect(notice.format).toBe('pdf');
    expect(notice.lang).toBe('en-US');
    expect(notice.title).toBe('Privacy Policy');
    const lines = notice.text.split('\n');
    expect(lines.slice(0, 3)).toEqual(['Privacy Policy', 'Last updated: 1 March 2025', 'Who we are']);
    expect(lines).toContain('We collect your name, e-mail address and order history when you buy from us.');
    expect(notice.text).toContain('You may ask to access, correct or destroy your personal data');
  });

  it.each(['reading', 'left-to-right'] as const)('reads an Arabic PDF in logical order, ligatures intact (words drawn in %s order)', async (drawOrder) => {
    const notice = await extractNotice(await noticePdf(ARABIC_PRIVACY, { lang: 'ar-SA', drawOrder }), 'application/pdf', URL);
    expect(notice.lang).toBe('ar-SA');
    expect(notice.title).toBe('سياسة الخصوصية');
    expect(notice.text.split('\n')).toEqual(ARABIC_PRIVACY);
    // Words with the lam-alef ligature, which a character-by-character reversal spells backwards.
    for (const word of ['إلى', 'وإتلافها،', 'خلال', 'الإلكتروني']) expect(notice.text).toContain(word);
  });
});
