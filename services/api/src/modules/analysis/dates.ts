/**
 * The date a notice says it was last updated. Dates are read in the notices' usual forms, in
 * English and Arabic, Gregorian (both sets of Arabic month names) or Hijri (Umm al-Qura, converted),
 * and only where the sentence says what the date is: "last updated" beats "effective" or "version".
 */
import { hijriToGregorian } from './hijri.js';
import { normaliseArabic } from './normalise-arabic.js';
import type { Sentence } from './sentences.js';

type Calendar = 'gregorian' | 'hijri';

/** Month names in matchText's form (lower case, Arabic normalised), with their calendar and number. */
const MONTH_NAMES: [Calendar, number, string[]][] = [
  ['gregorian', 1, ['january', 'jan', 'يناير', 'كانون الثاني']],
  ['gregorian', 2, ['february', 'feb', 'فبراير', 'شباط']],
  ['gregorian', 3, ['march', 'mar', 'مارس', 'آذار']],
  ['gregorian', 4, ['april', 'apr', 'أبريل', 'إبريل', 'نيسان']],
  ['gregorian', 5, ['may', 'مايو', 'أيار']],
  ['gregorian', 6, ['june', 'jun', 'يونيو', 'يونيه', 'حزيران']],
  ['gregorian', 7, ['july', 'jul', 'يوليو', 'يوليه', 'تموز']],
  ['gregorian', 8, ['august', 'aug', 'أغسطس', 'آب']],
  ['gregorian', 9, ['september', 'sept', 'sep', 'سبتمبر', 'أيلول']],
  ['gregorian', 10, ['october', 'oct', 'أكتوبر', 'تشرين الأول']],
  ['gregorian', 11, ['november', 'nov', 'نوفمبر', 'تشرين الثاني']],
  ['gregorian', 12, ['december', 'dec', 'ديسمبر', 'كانون الأول']],
  ['hijri', 1, ['muharram', 'محرم']],
  ['hijri', 2, ['safar', 'صفر']],
  ['hijri', 3, ["rabi' al-awwal", 'rabi al-awwal', 'rabi al awwal', 'rabi ul awwal', 'rabi i', 'ربيع الأول', 'ربيع أول']],
  ['hijri', 4, ["rabi' al-thani", 'rabi al-thani', 'rabi al thani', 'rabi al-akhir', 'rabi ul akhir', 'rabi ii', 'ربيع الثاني', 'ربيع الآخر', 'ربيع ثاني']],
  ['hijri', 5, ['jumada al-ula', 'jumada al-awwal', 'jumada al ula', 'jumada i', 'جمادى الأولى', 'جمادى الأول']],
  ['hijri', 6, ['jumada al-akhirah', 'jumada al-thani', 'jumada al akhirah', 'jumada ii', 'جمادى الآخرة', 'جمادى الثانية', 'جمادى الآخر']],
  ['hijri', 7, ['rajab', 'رجب']],
  ['hijri', 8, ["sha'ban", 'shaban', 'شعبان']],
  ['hijri', 9, ['ramadan', 'ramadhan', 'رمضان']],
  ['hijri', 10, ['shawwal', 'شوال']],
  ['hijri', 11, ["dhu al-qa'dah", 'dhu al-qadah', "dhul qa'dah", 'dhul qadah', 'dhu al-qidah', 'ذو القعدة', 'ذي القعدة']],
  ['hijri', 12, ['dhu al-hijjah', 'dhul hijjah', 'dhu al hijjah', 'ذو الحجة', 'ذي الحجة']],
];

/** A month's name without its spaces, hyphens and apostrophes, which notices write either way. */
const compact = (name: string) => name.replace(/['\s-]+/g, '');
const MONTHS = new Map<string, [Calendar, number]>(
  MONTH_NAMES.flatMap(([calendar, month, names]) => names.map((name) => [compact(normaliseArabic(name)), [calendar, month]] as const)),
);
const MONTH = `(?<![a-z\\u0621-\\u064a])(${MONTH_NAMES.flatMap(([, , names]) => names.map(normaliseArabic))
  .sort((a, b) => b.length - a.length)
  .map((name) => name.split(/['\s-]+/).join("['\\s-]*"))
  .join('|')})(?![a-z\\u0621-\\u064a])`;
const ORDINAL = '(?:st|nd|rd|th)?';
/** The Hijri era after a year: هـ (normalised to ه), AH, H. */
const HIJRI_ERA = /^\s*(?:ه(?![\u0621-\u064a])|a\.?h\b|h\b)/;

/** Ways a date is written, each with where its groups put the year, month and day (a month alone: its first day). */
const FORMS: [RegExp, (m: RegExpExecArray) => [string, string | undefined, string]][] = [
  [/(?<!\d)(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/g, (m) => [m[1]!, m[2], m[3]!]],
  [/(?<!\d)(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})(?!\d)/g, (m) => [m[3]!, m[2], m[1]!]],
  [new RegExp(`(?<!\\d)(\\d{1,2})${ORDINAL}\\s*(?:of\\s+|من\\s+|-)?${MONTH}\\.?,?\\s*-?(\\d{4})(?!\\d)`, 'g'), (m) => [m[3]!, m[2], m[1]!]],
  [new RegExp(`${MONTH}\\.?\\s+(\\d{1,2})${ORDINAL},?\\s+(\\d{4})(?!\\d)`, 'g'), (m) => [m[3]!, m[1], m[2]!]],
  [new RegExp(`${MONTH}\\.?,?\\s+(\\d{4})(?!\\d)`, 'g'), (m) => [m[2]!, m[1], '1']],
];

const isoDay = (year: number, month: number, day: number): string | null => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date.toISOString().slice(0, 10) : null;
};

function toIso(yearText: string, monthText: string | undefined, dayText: string, after: string): string | null {
  const year = Number(yearText);
  let day = Number(dayText);
  const named = monthText !== undefined && !/^\d+$/.test(monthText) ? MONTHS.get(compact(monthText)) : undefined;
  let month = named ? named[1] : Number(monthText);
  // Years 1300-1600 are Hijri whatever the month's name; a Hijri month's name says so too.
  const calendar: Calendar = named?.[0] === 'hijri' || (year >= 1300 && year <= 1600) || HIJRI_ERA.test(after) ? 'hijri' : 'gregorian';
  if (calendar === 'hijri') return year >= 1300 && year <= 1600 ? hijriToGregorian(year, month, day) : null;
  if (year < 1990 || year > 2100) return null;
  // Numeric day and month: Saudi notices write the day first; a "month" over 12 is the day.
  if (!named && month > 12 && day <= 12) [month, day] = [day, month];
  return isoDay(year, month, day);
}

/** Every date written in a normalised text, in order, as YYYY-MM-DD. */
export function datesIn(norm: string): string[] {
  // A span read as a date keeps it even when the day does not exist: "29 February 2025" is not February 2025.
  const found: { at: number; end: number; iso: string | null }[] = [];
  for (const [form, groups] of FORMS) {
    for (const m of norm.matchAll(form)) {
      const end = m.index + m[0].length;
      if (found.some((f) => m.index < f.end && end > f.at)) continue;
      const [year, month, day] = groups(m as RegExpExecArray);
      found.push({ at: m.index, end, iso: toIso(year, month, day, norm.slice(end)) });
    }
  }
  return found.sort((a, b) => a.at - b.at).flatMap((f) => (f.iso ? [f.iso] : []));
}

/** Says the date is the last update's. */
const UPDATE_CUE =
  /last (?:updated|modified|revised|amended|reviewed|update)|(?:updated|revised|amended|modified)(?: on| in| as of| as at|:|\s+\d)|date of (?:the )?(?:last )?(?:update|revision|modification)|(?:revision|update|modification) date|اخر (?:تحديث|تعديل|مراجعه)|تاريخ (?:اخر )?(?:التحديث|تحديث|التعديل|تعديل|المراجعه)|تم (?:تحديث|تعديل)|(?:محدث|محدثه|حدثت|عدلت) (?:في|بتاريخ)/;
/** Says it is a date of the notice, less precisely. */
const DATE_CUE = /effective|in effect|valid (?:from|as of)|version|published|issued|^date\b|سريان|يسري|نافذ|النفاذ|الاصدار|اصدار|النسخه|تاريخ النشر|^التاريخ|بتاريخ/;
/** A date of the law, not of the notice. */
const LAW = /\blaw\b|regulation|pdpl|royal decree|نظام|اللائحه|مرسوم/;

export interface StatedDate {
  date: string;
  /** The sentences that state it: the cue's, and the next line's when the date is there. */
  sentences: number[];
}

/** The notice's "last updated" date: the latest date a sentence gives as the update's, else as the notice's. */
export function lastUpdatedDate(sentences: readonly Sentence[]): StatedDate | null {
  const candidates: (StatedDate & { strong: boolean })[] = [];
  sentences.forEach((s, i) => {
    const strong = UPDATE_CUE.test(s.norm);
    if (!strong && (!DATE_CUE.test(s.norm) || LAW.test(s.norm))) return;
    const own = datesIn(s.norm);
    const next = sentences[i + 1];
    const dates = own.length > 0 ? own : next && next.words <= 8 ? datesIn(next.norm) : [];
    const where = own.length > 0 ? [i] : [i, i + 1];
    for (const date of dates) candidates.push({ date, sentences: where, strong });
  });
  const tier = candidates.some((c) => c.strong) ? candidates.filter((c) => c.strong) : candidates;
  return tier.reduce<StatedDate | null>((latest, c) => (latest === null || c.date > latest.date ? { date: c.date, sentences: c.sentences } : latest), null);
}
