/**
 * The form of a sentence the matchers read: compatibility forms folded (PDFs' Arabic presentation
 * forms and ligatures), Arabic normalised, lower case, one kind of quote, dash and space. Only for
 * matching: evidence quotes the original.
 */
import { normaliseArabic } from './normalise-arabic.js';

export function matchText(text: string): string {
  return normaliseArabic(text.normalize('NFKC'))
    .toLowerCase()
    .replace(/[\u2018\u2019\u201B\u02BC\u2032`´]/g, "'")
    .replace(/[\u201C\u201D\u201E\u00AB\u00BB]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u200B-\u200F\u061C\u2066-\u2069\u202A-\u202E\uFEFF]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const ARABIC_LETTER = /[\u0621-\u064A\u0671-\u06D3]/g;
const LATIN_LETTER = /[A-Za-z]/g;

/** The share of a text's letters that are Arabic, 0 when it has none. */
export function arabicShare(text: string): number {
  const arabic = text.match(ARABIC_LETTER)?.length ?? 0;
  const latin = text.match(LATIN_LETTER)?.length ?? 0;
  return arabic + latin === 0 ? 0 : arabic / (arabic + latin);
}
