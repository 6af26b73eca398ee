/**
 * Response compression shared by the static files and the cached JSON reads: Brotli preferred,
 * then gzip, among the encodings the browser accepts.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

export type Encoding = 'br' | 'gzip';
const PREFERENCE: Encoding[] = ['br', 'gzip'];
/** Below this a compressed body saves less than the header costs. */
export const MIN_COMPRESSIBLE_BYTES = 1024;

/**
 * Our preference among `available` that the browser accepts. Browsers list gzip before br with
 * equal weight, so letting their order decide would never pick Brotli.
 */
export function preferredEncoding(req: Request, available: readonly Encoding[]): Encoding | null {
  return PREFERENCE.find((e) => available.includes(e) && req.acceptsEncodings(e) === e) ?? null;
}

/** A JSON body serialised once, compressed on first demand per encoding. */
export interface EncodedJson {
  readonly etag: string;
  body(encoding: Encoding | null): Buffer;
}

export function encodeJson(value: unknown): EncodedJson {
  const identity = Buffer.from(JSON.stringify(value));
  const compressed = new Map<Encoding, Buffer>();
  return {
    // Weak: the encodings of one value are different bytes of the same representation.
    etag: `W/"${createHash('sha1').update(identity).digest('base64url')}"`,
    body(encoding) {
      if (!encoding) return identity;
      let body = compressed.get(encoding);
      if (!body) {
        body =
          encoding === 'br'
            ? brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
            : gzipSync(identity, { level: 6 });
        compressed.set(encoding, body);
      }
      return body;
    },
  };
}

/** Sends an encoded JSON body, compressed when it is worth it and accepted; 304 on a matching ETag. */
export function sendEncodedJson(req: Request, res: Response, json: EncodedJson): void {
  res.type('application/json');
  res.setHeader('ETag', json.etag);
  const large = json.body(null).length >= MIN_COMPRESSIBLE_BYTES;
  if (large) res.vary('Accept-Encoding');
  const encoding = large ? preferredEncoding(req, PREFERENCE) : null;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  // res.send answers 304 itself when the request's validators match the ETag set above.
  res.send(json.body(encoding));
}
