// Writes Brotli (.br) and gzip (.gz) copies of the built JS, CSS and SVG beside the originals, so
// the site's servers (@pdpl/web, libs/web/src/files.ts) or any static host (nginx
// gzip_static/brotli_static) sends them compressed without compressing on every request.
// config.json is left alone: operators edit it after the build, and a stale .br would win.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const COMPRESSIBLE = /\.(?:js|mjs|css|svg)$/;
/** Below this a compressed copy saves less than the extra header and file costs. */
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* filesBelow(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesBelow(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/** @param {string} file */
async function precompressFile(file) {
  const body = await readFile(file);
  if (body.length < MIN_BYTES) return;
  const [br, gzipped] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gz(body, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
}

/** @returns {import('vite').Plugin} */
export function precompress() {
  let outDir = 'dist';
  return {
    name: 'pdpl-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!(await stat(outDir).catch(() => null))) return;
      const jobs = [];
      for await (const file of filesBelow(outDir)) jobs.push(precompressFile(file));
      await Promise.all(jobs);
    },
  };
}
