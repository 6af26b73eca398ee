/**
 * Arabic spelling varies more than its meaning: the same word is written with or without
 * diacritics, with any of the alef-hamza forms, with ة or ه, ى or ي, and numbers in Arabic-Indic,
 * Persian or Latin digits. Matching is done on one form; quotes are always taken from the original.
 */

/** Harakat, tanween, shadda, sukun, superscript alef, Quranic marks, and tatweel: they carry no letter. */
const MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED\u0640]/g;

const LETTERS: Record<string, string> = {
  'أ': 'ا',
  'إ': 'ا',
  'آ': 'ا',
  'ٱ': 'ا',
  'ؤ': 'و',
  'ئ': 'ي',
  'ة': 'ه',
  'ى': 'ي',
  // Persian yeh and keheh, which Persian keyboards type for ي and ك.
  'ی': 'ي',
  'ک': 'ك',
};
const LETTER_FORMS = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'g');

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits. */
const DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
const latinDigit = (d: string) => String((d.charCodeAt(0) - (d.charCodeAt(0) >= 0x06f0 ? 0x06f0 : 0x0660)));

/** The text with Arabic in one spelling: no marks or tatweel, one alef, ه for ة, ي for ى, Latin digits. */
export function normaliseArabic(text: string): string {
  return text
    .replace(MARKS, '')
    .replace(LETTER_FORMS, (ch) => LETTERS[ch] ?? ch)
    .replace(DIGITS, latinDigit);
}

/** A pattern written in ordinary Arabic spelling, turned into the spelling normalised text has. */
export const arabicPattern = (pattern: RegExp): RegExp => new RegExp(normaliseArabic(pattern.source), pattern.flags);
