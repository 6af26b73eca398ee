/**
 * A fetched notice as text: HTML (the article, block by block), PDF (line by line) or plain text.
 * The analyser reads `text`; `lang` is what the document declares about itself.
 */
import { CollectionFailed } from './errors.js';
import { htmlNotice } from './html-text.js';
import { pdfNotice } from './pdf-text.js';

export type NoticeFormat = 'html' | 'pdf' | 'text';

export interface ExtractedNotice {
  text: string;
  lang: string | null;
  title: string | null;
  format: NoticeFormat;
}

/** The format from the Content-Type, or from the first bytes when the server does not say (or says octet-stream). */
function formatOf(body: Uint8Array, contentType: string): NoticeFormat | null {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/pdf') return 'pdf';
  if (type === 'text/html' || type === 'application/xhtml+xml') return 'html';
  if (type === 'text/plain') return 'text';
  if (type && type !== 'application/octet-stream' && type !== 'binary/octet-stream') return null;
  const head = Buffer.from(body.subarray(0, 512)).toString('latin1');
  if (head.startsWith('%PDF-')) return 'pdf';
  return /^\s*(<!doctype html|<html|<head|<body)/i.test(head.replace(/^\uFEFF|^\xEF\xBB\xBF/, '')) ? 'html' : null;
}

/**
 * A text or HTML body as a string, in the charset the Content-Type or a <meta> in the first
 * kilobyte declares (Arabic sites still use windows-1256), else UTF-8.
 */
export function decodeBody(body: Uint8Array, contentType: string): string {
  const head = Buffer.from(body.subarray(0, 1024)).toString('latin1');
  const charset = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1] ?? /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    // An unknown label: UTF-8 is what the page most likely is.
    return new TextDecoder().decode(body);
  }
}

/** Control characters other than line feeds (a PDF's unmapped glyph is U+0000, which PostgreSQL refuses in text). */
const CONTROL = /[^\P{Cc}\n]/gu;

async function read(body: Uint8Array, contentType: string, url: string, format: NoticeFormat): Promise<Omit<ExtractedNotice, 'format'>> {
  if (format === 'pdf') {
    try {
      return await pdfNotice(body);
    } catch (err) {
      throw new CollectionFailed('unreadable', url, `${url} is not a readable PDF (${(err as Error).message})`);
    }
  }
  const text = decodeBody(body, contentType);
  if (format === 'html') return htmlNotice(text);
  const lines = text.split(/\r?\n/).map((line) => line.replace(/\s+/g, ' ').trim());
  return { text: lines.filter(Boolean).join('\n'), lang: null, title: null };
}

export async function extractNotice(body: Uint8Array, contentType: string, url: string): Promise<ExtractedNotice> {
  const format = formatOf(body, contentType);
  if (!format) throw new CollectionFailed('unreadable', url, `${url} is not a page, a PDF or text (${contentType || 'no Content-Type'})`);
  const notice = await read(body, contentType, url, format);
  return { ...notice, text: notice.text.replace(CONTROL, ''), format };
}
