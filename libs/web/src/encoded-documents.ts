/**
 * Pages' documents, compressed once per distinct document instead of on every request, and at
 * Brotli's best quality from the second request on (encoded-body.ts). A rendered page's document
 * then fits the 14.6 KB a new connection delivers in its first round trip (the index list: 16.0 KB
 * at the per-request quality, 13.2 KB at the best), a round trip sooner to its first paint on a
 * slow network. The most recently sent rendered pages are kept. Any other document (a page not
 * rendered ahead, a 404) is compressed per request as before: its path is in it (canonical URL),
 * so a scanner's probes would each make a new one, push real pages out and queue compressions.
 */
import { encodeBody, weakEtag, type EncodedBody } from './encoded-body.js';

/** ~150 KB each with their compressed copies: the site's busiest pages in ~20 MB. */
const KEPT_DOCUMENTS = 128;

export function documentEncoder(kept = KEPT_DOCUMENTS): (html: string, options: { rendered: boolean }) => EncodedBody {
  const byEtag = new Map<string, EncodedBody>();
  return (html, { rendered }) => {
    const identity = Buffer.from(html);
    if (!rendered) return encodeBody(identity);
    const etag = weakEtag(identity);
    const encoded = byEtag.get(etag) ?? encodeBody(identity, { finest: true });
    // A Map keeps insertion order: re-inserting marks it the most recent; the oldest goes first.
    byEtag.delete(etag);
    byEtag.set(etag, encoded);
    if (byEtag.size > kept) byEtag.delete(byEtag.keys().next().value as string);
    return encoded;
  };
}
