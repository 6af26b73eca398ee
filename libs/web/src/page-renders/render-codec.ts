/**
 * A rendered fragment as stored: JSON, Brotli-compressed (about a seventh of its size: a report's
 * ~90 KB fragment keeps ~13 KB), so 1,000 companies x 36 editions stay a few GB, not tens.
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants } from 'node:zlib';
import type { RenderedFragment } from '@pdpl/contracts';

const compress = promisify(brotliCompress);
const decompress = promisify(brotliDecompress);

/** Quality 5: ~2 ms a page, off the event loop; the best quality would cost ~50x for ~15 % less. */
const QUALITY = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

export const encodeFragment = (fragment: RenderedFragment): Promise<Buffer> => compress(Buffer.from(JSON.stringify(fragment)), QUALITY);

export const decodeFragment = async (stored: Buffer): Promise<RenderedFragment> => JSON.parse((await decompress(stored)).toString('utf8')) as RenderedFragment;
