/**
 * Bodies composed by the servers (the API's cached JSON reads, pages' documents), compressed once
 * per value and encoding rather than per request: Brotli preferred, then gzip, among the encodings
 * the browser accepts (the same choice as the precompressed files, files.ts).
 */
import { createHash } from 'node:crypto';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { ENCODINGS, preferredEncoding, type Encoding } from './files.js';

/** Below this a compressed body saves less than the header costs. */
const MIN_COMPRESSIBLE_BYTES = 1024;

/** A body built once, compressed on first demand per encoding. */
export interface EncodedBody {
  readonly etag: string;
  body(encoding: Encoding | null): Buffer;
}
export type EncodedJson = EncodedBody;

export interface EncodeOptions {
  /**
   * Also compress at Brotli's best quality, off the event loop and one body at a time (~100 ms for
   * a 130 KB page at 11, 1-2 ms at 5); requests after it get that copy, 10-20 % smaller.
   */
  finest?: boolean;
}

const FAST_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

export function encodeJson(value: unknown): EncodedJson {
  return encodeBody(Buffer.from(JSON.stringify(value)));
}

/** The weak ETag of a body: the encodings of one value are different bytes of the same representation. */
export function weakEtag(identity: Buffer): string {
  return `W/"${createHash('sha1').update(identity).digest('base64url')}"`;
}

/**
 * One best-quality compression at a time in the process: a crawler requesting hundreds of pages
 * must not queue seconds of compression in libuv's few threads, ahead of the file reads that
 * share them. A body whose turn did not come is upgraded at a later request.
 */
let finestUnderWay = false;

export function encodeBody(identity: Buffer, options: EncodeOptions = {}): EncodedBody {
  const compressed = new Map<Encoding, Buffer>();
  let finestDone = !options.finest;
  const upgrade = () => {
    finestUnderWay = true;
    const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length };
    brotliCompress(identity, { params }, (err, body) => {
      finestUnderWay = false;
      // On failure the fast copy simply stays.
      finestDone = true;
      if (!err && body.length < (compressed.get('br')?.length ?? Infinity)) compressed.set('br', body);
    });
  };
  return {
    etag: weakEtag(identity),
    body(encoding) {
      if (!encoding) return identity;
      let body = compressed.get(encoding);
      if (!body) {
        body = encoding === 'br' ? brotliCompressSync(identity, FAST_BROTLI) : gzipSync(identity, { level: 6 });
        compressed.set(encoding, body);
      }
      if (encoding === 'br' && !finestDone && !finestUnderWay) upgrade();
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
