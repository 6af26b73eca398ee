// The Arabic face: @fontsource's Arabic subset of IBM Plex Sans Arabic, regular weight (43 KB; bold
// is synthesised, so a first view fetches one file), shipped in the build at a fixed path so the
// server can preload it on Arabic pages, and declared in index.html. Nothing is fetched from a CDN.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ARABIC_FONT_PATH, PRERENDER } from '@pdpl/contracts';

const require = createRequire(import.meta.url);
const SOURCE = '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2';
const FAMILY = "'IBM Plex Sans Arabic'";
const FALLBACK = "'Segoe UI', system-ui, -apple-system, 'Noto Sans Arabic', Arial, sans-serif";

// Only Arabic characters use the face (unicode-range), and only right-to-left pages ask for it, so
// an English page never downloads it even where it shows the switch's «العربية». `optional`: a face
// that arrives after the first paint is kept for the next page instead of swapped in (a swap
// reflowed the home page's hero on a first Arabic visit: layout shift 0.08); the server preloads it,
// so it is usually there in time.
const css = `@font-face{font-family:${FAMILY};src:url('${ARABIC_FONT_PATH}') format('woff2');font-weight:400;font-style:normal;font-display:optional;unicode-range:U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0898-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC}html[dir=rtl]{--chakra-fonts-body:${FAMILY},${FALLBACK};--chakra-fonts-heading:${FAMILY},${FALLBACK}}`;

export function arabicFont() {
  return {
    name: 'pdpl-arabic-font',
    transformIndexHtml: () => [{ tag: 'style', attrs: { [PRERENDER.staticStyleAttribute]: '' }, children: css, injectTo: 'head' }],
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: ARABIC_FONT_PATH.slice(1), source: readFileSync(require.resolve(SOURCE)) });
    },
  };
}
