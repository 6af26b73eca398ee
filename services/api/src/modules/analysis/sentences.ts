/**
 * A notice as the sentences the matchers judge one at a time, each keeping its exact original text
 * (a substring of the notice: evidence quotes it) and its place: the heading it falls under, and
 * the line that introduces it when it is an item of a list.
 */
import { matchText } from './match-text.js';

export interface Sentence {
  /** As the notice has it: `notice.slice(start, start + text.length)`. */
  text: string;
  start: number;
  /** The normalised form the matchers read (match-text.ts). */
  norm: string;
  words: number;
  /** A line of its own, short, without a sentence's final punctuation: a section's title. */
  heading: boolean;
  /** The line began with a bullet or an enumerator, or is a fragment of a list (after a colon, or in a run of short lines). */
  listItem: boolean;
  /** Index of the heading it falls under (a heading's own); -1 before the first heading. */
  section: number;
  /** Index of the sentence introducing its list: one ending in a colon, else the run's first line; -1 when none. */
  lead: number;
}

/**
 * Bullets (never a heading) and enumerators, which headings also carry: "1.", "2)", "(a)", "iv.",
 * "Section 3:", and the Arabic ordinals "أولاً:", "ثانياً -".
 */
const BULLET = /^[•·▪◦‣∙●○■□➢➤►✓✔*\-–—]+\s*/;
const ENUMERATOR =
  /^(?:\(?[\d\u0660-\u0669\u06F0-\u06F9]{1,2}(?:\.\d{1,2})*[.)-]|\(?[a-z\u0621-\u064A][.)]|\(?[ivx]{1,4}[.)])\s+|^(?:(?:section|article|part|clause|البند|المادة|القسم)\s+[\d\u0660-\u0669]{1,2}|(?:[أا]ول|ثاني|ثالث|رابع|خامس|سادس|سابع|ثامن|تاسع|عاشر)ا\u064B?)\s*[:.)–-]\s*/i;

/** A "." after these does not end the sentence. */
const ABBREVIATIONS = new Set(
  'e.g i.e etc vs co ltd inc no nos mr mrs ms dr st rd ave bldg art arts para sec p pp vol ref tel fax ext dept est govt approx incl jan feb mar apr jun jul aug sep sept oct nov dec p.o u.s k.s.a s.a w.l.l'.split(' '),
);

const END = /[.!?؟]+["'”’)\]]*(?=\s|$)/g;
const LATIN_LOWER_START = /^\s*[a-z]/;

/** Offsets in a line where a sentence ends (after its punctuation). */
function sentenceEnds(line: string): number[] {
  const ends: number[] = [];
  for (const m of line.matchAll(END)) {
    const at = m.index + m[0].length;
    if (m[0].startsWith('.') && !m[0].includes('!') && !m[0].includes('?') && !m[0].includes('؟')) {
      // Only the few characters around the point matter: slicing whole lines made long notices quadratic.
      const before = /([\p{L}.]+)$/u.exec(line.slice(Math.max(0, m.index - 12), m.index))?.[1] ?? '';
      const word = before.toLowerCase().replace(/^\.+|\.+$/g, '');
      if (ABBREVIATIONS.has(word) || /^\p{Lu}$/u.test(before) || /^[a-z]\.[a-z]$/i.test(word)) continue;
      if (LATIN_LOWER_START.test(line.slice(at, at + 8))) continue;
    }
    ends.push(at);
  }
  return ends;
}

interface Line {
  text: string;
  start: number;
  bullet: boolean;
  enumerated: boolean;
}

function linesOf(notice: string): Line[] {
  const lines: Line[] = [];
  for (const m of notice.matchAll(/[^\n\r\u2028\u2029]+/g)) {
    const lead = /^\s*/.exec(m[0])![0].length;
    let body = m[0].slice(lead);
    const bullet = BULLET.exec(body)?.[0] ?? '';
    body = body.slice(bullet.length);
    const enumerator = bullet ? '' : (ENUMERATOR.exec(body)?.[0] ?? '');
    const text = body.slice(enumerator.length).trimEnd();
    if (/[\p{L}\p{N}]/u.test(text)) lines.push({ text, start: m.index + lead + bullet.length + enumerator.length, bullet: bullet !== '', enumerated: enumerator !== '' });
  }
  return lines;
}

const wordCount = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** How sentences open and titles do not: a subject or a first-person verb ("We do not sell your data"). */
const SENTENCE_OPENING =
  /^(?:we|you|if|when|where|please|it|they|by|do|don't|there)\b|^(?:نحن|لا|لن|قد|يمكنك|يحق|إذا|اذا|عند|في حال|يتم|تتم|نقوم|نجمع|نستخدم|نشارك|نحتفظ|نعالج|نحمي|نلتزم|نطلب|نرسل|نحرص)(?![\u0621-\u064A])/i;
/** A telephone or registration number: five digits or more. */
const LONG_NUMBER = /(?:[\d\u0660-\u0669\u06F0-\u06F9][\s-]?){5,}/;

/** Short, alone on its line, not a sentence, not a "label: value" line, not a contact line. */
function headingLike(line: Line): boolean {
  const { text } = line;
  if (line.bullet || text.length > 90 || wordCount(text) > 12) return false;
  // A question alone on its line is a title ("What data do we collect?").
  if (/[.!,،;؛]["'”’)]*$/.test(text) || /@|https?:|www\./i.test(text) || LONG_NUMBER.test(text) || SENTENCE_OPENING.test(text)) return false;
  const colon = text.indexOf(':');
  if (colon >= 0 && (colon < text.length - 1 || wordCount(text) > 4)) return false;
  const firstLetter = /\p{L}/u.exec(text)?.[0] ?? '';
  return firstLetter !== '' && (!/[a-z]/.test(firstLetter) || line.enumerated);
}

export function splitSentences(notice: string): Sentence[] {
  const lines = linesOf(notice);
  // A run of three or more short lines in a row is a list without bullets, not a series of titles.
  // Its first line introduces the list ("What we collect" over "Name", "E-mail address", ...).
  const candidate = lines.map((line) => headingLike(line));
  const runStart: number[] = [];
  const heading = candidate.map((c, i) => {
    if (!c) return false;
    let from = i;
    let to = i;
    while (from > 0 && candidate[from - 1]) from--;
    while (to < lines.length - 1 && candidate[to + 1]) to++;
    if (to - from < 2 || lines.slice(from, to + 1).every((l) => l.enumerated)) return true;
    if (i > from) runStart[i] = from;
    return false;
  });
  const firstSentenceOf: number[] = [];

  const sentences: Sentence[] = [];
  let section = -1;
  lines.forEach((line, li) => {
    let from = 0;
    const ends = heading[li] ? [] : sentenceEnds(line.text);
    const pieces = [...ends, line.text.length].flatMap((end) => {
      const raw = line.text.slice(from, end);
      const skip = raw.length - raw.trimStart().length;
      const piece = { text: raw.trim(), start: line.start + from + skip };
      from = end;
      return piece.text ? [piece] : [];
    });
    firstSentenceOf[li] = sentences.length;
    pieces.forEach((piece, pi) => {
      const previous = sentences[sentences.length - 1];
      const fragment = pi === 0 && pieces.length === 1 && !/[.!?؟]["'”’)]*$/.test(piece.text);
      const introduced = runStart[li] !== undefined;
      const listItem = pi === 0 && !heading[li] && (line.bullet || line.enumerated || introduced || (fragment && previous !== undefined && (previous.lead >= 0 || previous.text.endsWith(':'))));
      const colonLead = !listItem || !previous ? -1 : previous.text.endsWith(':') ? sentences.length - 1 : previous.listItem ? previous.lead : -1;
      const lead = colonLead < 0 && listItem && introduced ? firstSentenceOf[runStart[li]!]! : colonLead;
      if (heading[li]) section = sentences.length;
      sentences.push({
        text: piece.text,
        start: piece.start,
        norm: matchText(piece.text),
        words: wordCount(piece.text),
        heading: heading[li]!,
        listItem,
        section,
        lead,
      });
    });
  });
  return sentences;
}
