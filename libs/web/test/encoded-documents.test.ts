/**
 * Pages' documents are compressed once per distinct document, and from their second request on at
 * Brotli's best quality, so a rendered page fits a new connection's first round trip.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { documentEncoder } from '../src/encoded-documents.js';

/** A document like a rendered ranking: rows of varied names and scores, ~100 KB. */
function rankingDocument(title: string): string {
  const rows = Array.from(
    { length: 400 },
    (_, i) => `<tr><td>${i + 1}</td><td><a href="/PDPLComplianceIndex/company-${(i * 7919) % 1000}">Company ${(i * 104729) % 9973}</a></td><td>${((i * 37) % 1000) / 10}</td></tr>`,
  );
  return `<!doctype html><html lang="en"><head><title>${title}</title></head><body><table>${rows.join('')}</table></body></html>`;
}

const RENDERED = { rendered: true };

async function until<T>(read: () => T, done: (value: T) => boolean): Promise<T> {
  for (let waited = 0; waited < 10_000; waited += 20) {
    const value = read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the best-quality copy never arrived');
}

it('sends a fast copy at once, then the best-quality copy of the same document', async () => {
  const encode = documentEncoder();
  const html = rankingDocument('Index');
  const first = encode(html, RENDERED).body('br');
  expect(brotliDecompressSync(first).toString()).toBe(html);
  const finest = await until(
    () => encode(html, RENDERED).body('br'),
    (body) => body.length < first.length,
  );
  expect(brotliDecompressSync(finest).toString()).toBe(html);
  // A tenth smaller at least: what makes a rendered page fit the first round trip.
  expect(finest.length).toBeLessThan(first.length * 0.9);
  expect(gunzipSync(encode(html, RENDERED).body('gzip')).toString()).toBe(html);
  expect(encode(html, RENDERED).body(null).toString()).toBe(html);
});

it('compresses one document at a time at the best quality; another waits for a later request', async () => {
  const encode = documentEncoder();
  const [a, b] = [rankingDocument('A'), rankingDocument('B')];
  const fastA = encode(a, RENDERED).body('br');
  const fastB = encode(b, RENDERED).body('br');
  await until(
    () => encode(a, RENDERED).body('br'),
    (body) => body.length < fastA.length,
  );
  // B's first request came while A's compression was under way: B still has its fast copy.
  expect(encode(b, RENDERED).body('br')).toBe(fastB);
  await until(
    () => encode(b, RENDERED).body('br'),
    (body) => body.length < fastB.length,
  );
});

it('gives one ETag per document content, whatever the encoding', () => {
  const encode = documentEncoder();
  expect(encode(rankingDocument('A'), RENDERED).etag).toBe(encode(rankingDocument('A'), RENDERED).etag);
  expect(encode(rankingDocument('A'), RENDERED).etag).not.toBe(encode(rankingDocument('B'), RENDERED).etag);
});

it('keeps the most recently sent documents, the oldest going first', () => {
  const encode = documentEncoder(2);
  const a = encode(rankingDocument('A'), RENDERED);
  const b = encode(rankingDocument('B'), RENDERED);
  expect(encode(rankingDocument('A'), RENDERED)).toBe(a);
  encode(rankingDocument('C'), RENDERED);
  // B was the least recent of A, B and C: it was compressed again.
  expect(encode(rankingDocument('A'), RENDERED)).toBe(a);
  expect(encode(rankingDocument('B'), RENDERED)).not.toBe(b);
});

it('compresses a document not rendered ahead per request, and never lets it push a rendered page out', async () => {
  const encode = documentEncoder(2);
  const page = rankingDocument('Index');
  const fast = encode(page, RENDERED).body('br');
  const finest = await until(
    () => encode(page, RENDERED).body('br'),
    (body) => body.length < fast.length,
  );
  // A scanner's probes: each path its own 404 document.
  for (let i = 0; i < 10; i += 1) {
    const probe = encode(rankingDocument(`/probe-${i}`), { rendered: false });
    expect(probe.body('br').length).toBeGreaterThan(0);
  }
  expect(encode(page, RENDERED).body('br')).toBe(finest);
});
