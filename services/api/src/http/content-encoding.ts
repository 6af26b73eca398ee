/**
 * The cached JSON reads of the API, compressed once per value and encoding rather than per request:
 * Brotli preferred, then gzip, among the encodings the browser accepts (the same choice as the
 * site's precompressed files, @pdpl/web).
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ENCODINGS, preferredEncoding, type Encoding } from '@pdpl/web';
import type { Request, Response } from 'express';

/** Below this a compressed body saves less than the header costs. */
export const MIN_COMPRESSIBLE_BYTES = 1024;

/** A body built once, compressed on first demand per encoding. */
export interface EncodedBody {
  readonly etag: string;
  body(encoding: Encoding | null): Buffer;
}
export type EncodedJson = EncodedBody;

export function encodeJson(value: unknown): EncodedJson {
  return encodeBody(Buffer.from(JSON.stringify(value)));
}

export function encodeBody(identity: Buffer): EncodedBody {
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

/** Sends an encoded body, compressed when it is worth it and accepted; 304 on a matching ETag. */
export function sendEncoded(req: Request, res: Response, encoded: EncodedBody, type: string): void {
  res.type(type);
  res.setHeader('ETag', encoded.etag);
  const large = encoded.body(null).length >= MIN_COMPRESSIBLE_BYTES;
  if (large) res.vary('Accept-Encoding');
  const encoding = large ? preferredEncoding(req, ENCODINGS) : null;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  // res.send answers 304 itself when the request's validators match the ETag set above.
  res.send(encoded.body(encoding));
}

export function sendEncodedJson(req: Request, res: Response, json: EncodedJson): void {
  sendEncoded(req, res, json, 'application/json');
}
