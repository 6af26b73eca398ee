import type { NoticeLanguage, NoticeVersionWithText } from '@pdpl/contracts';

/** An evidence quote as the review gives it: a sentence of the notice of its language. */
export interface QuoteRef {
  quote: string;
  language: NoticeLanguage;
}

/** A run of a notice's text: plain, or a highlight (a <mark> with this id) holding one or more quotes. */
export interface NoticeSegment {
  text: string;
  markId?: string;
}

export interface NoticeHighlights {
  /** Each notice's text cut into plain runs and highlights, by notice id. */
  segments: Map<number, NoticeSegment[]>;
  /** How many distinct quotes each notice highlights, by notice id. */
  counts: Map<number, number>;
  /** Where each quote is highlighted first (the first notice of its language holding it): quoteKey → mark id. */
  targets: Map<string, string>;
}

const SPACE = /\s/;

/** The text with every run of white space read as one space, and where each of its characters comes from. */
function flatten(text: string): { flat: string; origin: number[] } {
  let flat = '';
  const origin: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (SPACE.test(char)) {
      if (flat.endsWith(' ')) continue;
      flat += ' ';
    } else {
      flat += char;
    }
    origin.push(i);
  }
  return { flat, origin };
}

/** A quote as it is searched: trimmed, its white space runs as single spaces (the notice's line breaks may differ). */
export const normaliseQuote = (quote: string) => quote.trim().replace(/\s+/g, ' ');

/** The key of a quote in `targets`: its language and its normalised text. */
export const quoteKey = (ref: QuoteRef) => `${ref.language}:${normaliseQuote(ref.quote)}`;

export const markId = (noticeId: number, index: number) => `notice-${noticeId}-mark-${index}`;

interface Range {
  start: number;
  end: number;
  keys: string[];
}

/** Every place each quote occurs in the text (white space compared loosely), as ranges of the original text. */
function findRanges(text: string, quotes: readonly QuoteRef[]): Range[] {
  const { flat, origin } = flatten(text);
  const ranges: Range[] = [];
  for (const ref of quotes) {
    const needle = normaliseQuote(ref.quote);
    if (!needle) continue;
    for (let at = flat.indexOf(needle); at !== -1; at = flat.indexOf(needle, at + needle.length)) {
      ranges.push({ start: origin[at]!, end: origin[at + needle.length - 1]! + 1, keys: [quoteKey(ref)] });
    }
  }
  ranges.sort((a, b) => a.start - b.start || b.end - a.end);
  // Overlapping quotes (two requirements citing the same sentence, or sentences that overlap) make one highlight.
  const merged: Range[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range.start < last.end) {
      last.end = Math.max(last.end, range.end);
      last.keys.push(...range.keys);
    } else {
      merged.push({ ...range, keys: [...range.keys] });
    }
  }
  return merged;
}

/**
 * Cuts each notice's text around the evidence quotes of its language, so every quote shows highlighted
 * where it occurs, and tells where each quote is highlighted first (the link from its requirement).
 */
export function highlightNotices(notices: readonly NoticeVersionWithText[], quotes: readonly QuoteRef[]): NoticeHighlights {
  const distinct = [...new Map(quotes.map((q) => [quoteKey(q), q])).values()];
  const segments = new Map<number, NoticeSegment[]>();
  const counts = new Map<number, number>();
  const targets = new Map<string, string>();
  for (const notice of notices) {
    const ranges = findRanges(
      notice.text,
      distinct.filter((q) => q.language === notice.language),
    );
    const parts: NoticeSegment[] = [];
    let at = 0;
    ranges.forEach((range, index) => {
      const id = markId(notice.id, index);
      if (range.start > at) parts.push({ text: notice.text.slice(at, range.start) });
      parts.push({ text: notice.text.slice(range.start, range.end), markId: id });
      for (const key of range.keys) if (!targets.has(key)) targets.set(key, id);
      at = range.end;
    });
    if (at < notice.text.length) parts.push({ text: notice.text.slice(at) });
    segments.set(notice.id, parts);
    counts.set(notice.id, new Set(ranges.flatMap((r) => r.keys)).size);
  }
  return { segments, counts, targets };
}
