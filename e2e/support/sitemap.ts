/**
 * The sitemap as crawlers read it: /sitemap.xml is an index (sitemaps.org) naming its files
 * (/sitemaps/pages.xml, /sitemaps/edition-YYYY-MM.xml...); each file read in turn.
 */
import { expect } from '@playwright/test';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

/** Every file the index at `origin` names, with its text, read with `get` (which answers the status and body of an absolute URL). */
export async function readSitemap(origin: string, get: (url: string) => Promise<{ status: number; text: string }> = fetchText): Promise<{ files: string[]; text: string }> {
  const index = await get(`${origin}/sitemap.xml`);
  expect(index.status).toBe(200);
  expect(index.text).toContain('<sitemapindex ');
  const files = locs(index.text);
  expect(files.length).toBeGreaterThan(0);
  const texts: string[] = [];
  for (const file of files) {
    const res = await get(file);
    expect(res.status, file).toBe(200);
    texts.push(res.text);
  }
  return { files, text: texts.join('\n') };
}

async function fetchText(url: string) {
  const res = await fetch(url);
  return { status: res.status, text: await res.text() };
}
