/**
 * A PDF notice's text, line by line, with pdf.js (its legacy build, the one for Node).
 *
 * Arabic needs care. A PDF draws glyphs where they appear on the page, so an Arabic line is stored
 * right to left, often one word per text run: lines are rebuilt from the runs' positions and, when
 * the line is mostly right-to-left, read from the right. pdf.js turns each run's glyphs into
 * logical order itself, but character by character, so a glyph that stands for several letters
 * (the lam-alef ligature "لا", which is in almost every Arabic sentence) comes out reversed
 * ("ال"). For runs with such glyphs, the text is rebuilt here from the glyphs themselves (the
 * page's operator list), reversing glyph order rather than character order.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
type PdfPage = Awaited<ReturnType<Awaited<ReturnType<PdfJs['getDocument']>['promise']>['getPage']>>;

interface TextRun {
  str: string;
  dir: string;
  transform: number[];
  width: number;
  height: number;
}

const require = createRequire(import.meta.url);
const PDFJS_DIR = path.dirname(require.resolve('pdfjs-dist/package.json'));

let pdfjs: Promise<PdfJs> | undefined;
/**
 * pdf.js, loaded on first use. Its worker runs in this thread: handing its module over as
 * globalThis.pdfjsWorker spares pdf.js from importing it by path, which fails once Jest has turned
 * these modules into CommonJS.
 */
function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= (async () => {
    // A string variable: TypeScript has no types for the worker module, and none are needed.
    const workerModule: string = 'pdfjs-dist/legacy/build/pdf.worker.mjs';
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = await import(workerModule);
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return pdfjs;
}

const RTL_LETTER = /[\u0590-\u05FF\u0600-\u065F\u066E-\u06EF\u06FA-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
const LTR_STRONG = /[A-Za-z0-9\u00C0-\u024F\u0660-\u0669\u06F0-\u06F9]/u;
const count = (text: string, pattern: RegExp) => [...text].filter((c) => pattern.test(c)).length;
const nonSpace = (text: string) => text.replace(/\s+/g, '');
const sortedChars = (text: string) => [...nonSpace(text)].sort().join('');

/**
 * The logical text of a right-to-left run from its glyphs in drawing order (left to right): the
 * glyphs read from the right, except runs of Latin letters and digits, which read from the left.
 * A glyph's own text (a ligature's letters) is already in logical order and stays as it is.
 */
function logicalFromGlyphs(glyphs: string[]): string {
  const reversed = [...glyphs].reverse();
  const out: string[] = [];
  for (let i = 0; i < reversed.length; ) {
    if (!LTR_STRONG.test(reversed[i]!)) {
      out.push(reversed[i]!);
      i += 1;
      continue;
    }
    let end = i;
    for (let j = i + 1; j < reversed.length && !RTL_LETTER.test(reversed[j]!); j += 1) if (LTR_STRONG.test(reversed[j]!)) end = j;
    out.push(...reversed.slice(i, end + 1).reverse());
    i = end + 1;
  }
  return out.join('');
}

/** A TJ adjustment wider than this (thousandths of an em) separates words. */
const WORD_GAP = 250;

/**
 * Replaces the text of right-to-left runs that hold multi-letter glyphs with their glyph-order
 * reading. Runs and glyphs are matched in drawing order by their letters; at the first mismatch the
 * page keeps pdf.js's own text.
 */
async function withLigaturesInOrder(page: PdfPage, runs: TextRun[], showText: number): Promise<TextRun[]> {
  const { fnArray, argsArray } = await page.getOperatorList();
  const glyphs: string[] = [];
  fnArray.forEach((fn, i) => {
    if (fn !== showText) return;
    for (const glyph of (argsArray[i] as [unknown[]])[0]) {
      if (typeof glyph === 'number') {
        if (-glyph > WORD_GAP) glyphs.push(' ');
      } else {
        const unicode = (glyph as { unicode?: string } | null)?.unicode;
        if (unicode) glyphs.push(unicode);
      }
    }
  });
  let next = 0;
  const fixed: TextRun[] = [];
  for (const run of runs) {
    const needed = nonSpace(run.str).length;
    const start = next;
    let letters = 0;
    while (letters < needed && next < glyphs.length) letters += nonSpace(glyphs[next++]!).length;
    const own = glyphs.slice(start, next);
    if (letters !== needed || sortedChars(own.join('')) !== sortedChars(run.str)) return runs;
    const ligatures = own.some((g) => nonSpace(g).length > 1 && RTL_LETTER.test(g));
    fixed.push(run.dir === 'rtl' && ligatures ? { ...run, str: logicalFromGlyphs(own) } : run);
  }
  return fixed;
}

const fontSizeOf = (run: TextRun) => Math.hypot(run.transform[2]!, run.transform[3]!) || run.height || 1;

/** One line of runs, left to right or, for a mostly Arabic line, right to left, spaced where the page leaves a gap. */
function lineText(runs: TextRun[]): string {
  const all = runs.map((r) => r.str).join('');
  const rtl = count(all, RTL_LETTER) > count(all, LTR_STRONG);
  const left = (r: TextRun) => r.transform[4]!;
  const right = (r: TextRun) => r.transform[4]! + r.width;
  const ordered = [...runs].sort((a, b) => (rtl ? right(b) - right(a) : left(a) - left(b)));
  let text = '';
  ordered.forEach((run, i) => {
    const before = ordered[i - 1];
    if (before) {
      const gap = rtl ? left(before) - right(run) : left(run) - right(before);
      if (gap > fontSizeOf(run) * 0.15) text += ' ';
    }
    text += run.str;
  });
  return text.replace(/\s+/g, ' ').trim();
}

/** Runs grouped into lines: consecutive runs on the same baseline (columns keep their drawing order). */
function pageLines(runs: TextRun[]): string[] {
  const lines: TextRun[][] = [];
  for (const run of runs) {
    if (!run.str.trim()) continue;
    const line = lines.at(-1);
    if (line && Math.abs(line[0]!.transform[5]! - run.transform[5]!) <= fontSizeOf(run) * 0.5) line.push(run);
    else lines.push([run]);
  }
  return lines.map(lineText).filter(Boolean);
}

/** Presentation forms (Arabic letter shapes, ligatures like "ﻻ" or "ﬁ") as the letters they show. */
const PRESENTATION_FORMS = /[\uFB00-\uFB06\uFB50-\uFDFF\uFE70-\uFEFF]+/gu;

export async function pdfNotice(body: Uint8Array): Promise<{ text: string; lang: string | null; title: string | null }> {
  const pdf = await loadPdfJs();
  const document = await pdf.getDocument({
    // A copy, and a plain Uint8Array (pdf.js refuses Buffers): pdf.js takes the buffer over.
    data: new Uint8Array(body),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: pdf.VerbosityLevel.ERRORS,
    cMapUrl: `${path.join(PDFJS_DIR, 'cmaps')}/`,
    cMapPacked: true,
    standardFontDataUrl: `${path.join(PDFJS_DIR, 'standard_fonts')}/`,
  }).promise;
  try {
    const lines: string[] = [];
    for (let n = 1; n <= document.numPages; n += 1) {
      const page = await document.getPage(n);
      const content = await page.getTextContent({ disableNormalization: true });
      let runs = content.items.filter((item) => 'str' in item) as TextRun[];
      if (runs.some((r) => r.dir === 'rtl')) runs = await withLigaturesInOrder(page, runs, pdf.OPS.showText);
      lines.push(...pageLines(runs));
      page.cleanup();
    }
    const { info } = (await document.getMetadata()) as { info: { Title?: unknown; Language?: unknown } };
    const text = lines.join('\n').replace(PRESENTATION_FORMS, (forms) => forms.normalize('NFKC'));
    return {
      text,
      lang: typeof info.Language === 'string' && info.Language.trim() ? info.Language.trim() : null,
      title: typeof info.Title === 'string' && info.Title.trim() ? info.Title.trim() : null,
    };
  } finally {
    await document.destroy();
  }
}
