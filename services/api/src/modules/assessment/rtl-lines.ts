/**
 * Right-to-left line layout for the PDF report by the Unicode Bidirectional Algorithm (UAX #9,
 * bidi-js): a paragraph's embedding levels are resolved once, the paragraph is broken into lines
 * of whole words, and each line is reordered for display (rules L1-L2), with the characters of
 * right-to-left runs mirrored (L4). So a run of Latin words inside an Arabic sentence ("ISO 27701",
 * an English company name, a URL with spaces around it) keeps its own left-to-right order, and the
 * Arabic words around it read right to left.
 *
 * pdfkit has no bidirectional layout; its font engine (fontkit) shapes the text it is given and,
 * when that text holds Arabic letters, lays the glyphs out right to left itself. Each run is
 * therefore handed over in the order fontkit turns into the right visual order: an Arabic run in
 * reading order, anything else as it is drawn, left to right.
 */
import { createRequire } from 'node:module';
import type { Bidi } from 'bidi-js';

// bidi-js is CommonJS whose typings declare an ES default export: its factory is module.exports.
const bidiFactory = createRequire(import.meta.url)('bidi-js') as () => Bidi;

export interface RtlRun {
  /** The characters to hand pdfkit (see above). */
  text: string;
  /** Set in the Arabic subset of the font; else the Latin subset. */
  arabic: boolean;
}

export interface PlacedRun extends RtlRun {
  /** Left edge, from the left end of the line. */
  x: number;
  width: number;
  /** The run's characters in the paragraph (normalised text, `[start, end)`), in reading order. */
  start: number;
  end: number;
}

export interface RtlLine {
  /** Left to right, as drawn. */
  runs: PlacedRun[];
  width: number;
}

export interface RtlParagraph {
  /** The paragraph as laid out: white space collapsed to single spaces. */
  text: string;
  lines: RtlLine[];
}

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
/** The letters (and Arabic-Indic digits) fontkit lays out right to left by itself. */
const ARABIC_SCRIPT = /\p{Script=Arabic}/u;
/** Bidi formatting characters: they steer the algorithm and are never drawn. */
const INVISIBLE = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

export const isArabicRun = (run: RtlRun) => run.arabic;

let bidi: Bidi | undefined;

interface Word {
  start: number;
  end: number;
  width: number;
}

/** A word's width: its Arabic and Latin pieces, each measured in reading order in its own font. */
function wordWidth(word: string, widthOf: (run: RtlRun) => number): number {
  let width = 0;
  let piece = '';
  let arabic = false;
  for (const char of word) {
    if (INVISIBLE.test(char)) continue;
    const isArabic = ARABIC.test(char);
    if (piece && isArabic !== arabic) {
      width += widthOf({ text: piece, arabic });
      piece = '';
    }
    piece += char;
    arabic = isArabic;
  }
  return piece ? width + widthOf({ text: piece, arabic }) : width;
}

/** Splits `text` into lines of whole words no wider than `width` (a longer word gets a line of its own). */
function breakLines(text: string, width: number, widthOf: (run: RtlRun) => number, space: number): Word[][] {
  const lines: Word[][] = [];
  let line: Word[] = [];
  let used = 0;
  let start = 0;
  for (const token of text.split(' ')) {
    const word = { start, end: start + token.length, width: wordWidth(token, widthOf) };
    start = word.end + 1;
    const needed = line.length === 0 ? word.width : used + space + word.width;
    if (line.length > 0 && needed > width) {
      lines.push(line);
      line = [word];
      used = word.width;
    } else {
      line.push(word);
      used = needed;
    }
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

/**
 * Lays out a right-to-left paragraph in lines no wider than `width`: each line's runs left to
 * right, as drawn, with their offsets (a space between words is `space` wide).
 */
export function rtlLines(text: string, width: number, widthOf: (run: RtlRun) => number, space: number): RtlParagraph {
  const paragraph = text.split(/\s+/).filter(Boolean).join(' ');
  if (!paragraph) return { text: paragraph, lines: [] };
  bidi ??= bidiFactory();
  const embedding = bidi.getEmbeddingLevels(paragraph, 'rtl');
  const { levels } = embedding;

  const lines = breakLines(paragraph, width, widthOf, space).map((words): RtlLine => {
    const first = words[0]!.start;
    const last = words.at(-1)!.end - 1;
    const visual = bidi!.getReorderedIndices(paragraph, embedding, first, last).slice(first, last + 1);

    // Runs of characters next to each other on the line with one level and one font; a space ends a run.
    const pieces: { indices: number[]; level: number; arabic: boolean; spaceBefore: boolean }[] = [];
    let spaceBefore = false;
    for (const i of visual) {
      const char = paragraph[i]!;
      if (char === ' ') {
        spaceBefore = true;
        continue;
      }
      if (INVISIBLE.test(char)) continue;
      const level = levels[i]!;
      const arabic = ARABIC.test(char);
      const current = pieces.at(-1);
      if (current && !spaceBefore && current.level === level && current.arabic === arabic) current.indices.push(i);
      else pieces.push({ indices: [i], level, arabic, spaceBefore: spaceBefore && pieces.length > 0 });
      spaceBefore = false;
    }

    let x = 0;
    const runs = pieces.map((piece): PlacedRun => {
      const rtl = (piece.level & 1) === 1;
      // As drawn, left to right: a right-to-left run reversed (its indices already are) and mirrored.
      const drawn = piece.indices.map((i) => (rtl ? (bidi!.getMirroredCharacter(paragraph[i]!) ?? paragraph[i]!) : paragraph[i]!));
      // fontkit reverses a run holding Arabic letters; hand it such a run reversed, i.e. in reading order.
      const chars = ARABIC_SCRIPT.test(drawn.join('')) ? joinSurrogates(drawn.reverse()) : joinSurrogates(drawn);
      const run = { text: chars, arabic: piece.arabic };
      if (piece.spaceBefore) x += space;
      const placed = { ...run, x, width: widthOf(run), start: Math.min(...piece.indices), end: Math.max(...piece.indices) + 1 };
      x += placed.width;
      return placed;
    });
    return { runs, width: x };
  });
  return { text: paragraph, lines };
}

/**
 * Code units back into a string; a surrogate pair a reversal turned round (low before high) is put
 * back in order, so a character outside the Basic Multilingual Plane survives.
 */
function joinSurrogates(units: string[]): string {
  const out: string[] = [];
  for (let i = 0; i < units.length; i += 1) {
    const unit = units[i]!;
    const next = units[i + 1];
    if (/[\uDC00-\uDFFF]/.test(unit) && next && /[\uD800-\uDBFF]/.test(next)) {
      out.push(next, unit);
      i += 1;
    } else out.push(unit);
  }
  return out.join('');
}
