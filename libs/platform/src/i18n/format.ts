import { HIJRI_INTL, LOCALE_INFO, type Locale } from '@pdpl/contracts';
import { useLocale } from './locale';

/** `2025-11-18` or `2025-11`, read as a UTC calendar day (no time zone shifts it). */
function utcDate(isoDay: string): Date {
  const [year, month, day = 1] = isoDay.split('-').map(Number) as [number, number, number?];
  return new Date(Date.UTC(year, month - 1, day));
}

/** One Intl formatter per tag and options: building one costs far more than using it, and a list page formats hundreds of values. */
function cached<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
}
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormat = (tag: string, options?: Intl.NumberFormatOptions) => cached(numberFormats, `${tag}|${JSON.stringify(options ?? {})}`, () => new Intl.NumberFormat(tag, options));
const dateFormat = (tag: string, options: Intl.DateTimeFormatOptions) => cached(dateFormats, `${tag}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(tag, options));
const ONE_DECIMAL: Intl.NumberFormatOptions = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
const LONG_DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' };
const LONG_MONTH: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', timeZone: 'UTC' };

function makeFormatters(locale: Locale) {
  const tag = LOCALE_INFO[locale].intl;
  return {
    locale,
    number: (value: number, options?: Intl.NumberFormatOptions) => numberFormat(tag, options).format(value),
    /** Scores always show one decimal: 86.8, 70.0. */
    score: (value: number) => numberFormat(tag, ONE_DECIMAL).format(value),
    /** A day, long form: "November 18, 2025" / "18 نوفمبر 2025". */
    date: (isoDay: string) => dateFormat(tag, LONG_DAY).format(utcDate(isoDay)),
    /** An edition's month: "November 2025" / "نوفمبر 2025". */
    month: (isoMonth: string) => dateFormat(tag, LONG_MONTH).format(utcDate(isoMonth)),
    /** The same month in the Umm al-Qura calendar, shown beside it on Arabic index pages ("جمادى الأولى 1447 هـ"). */
    hijriMonth: (isoMonth: string) => dateFormat(HIJRI_INTL, LONG_MONTH).format(utcDate(isoMonth)),
  };
}

const formattersByLocale = new Map<Locale, ReturnType<typeof makeFormatters>>();

/** Numbers, scores and dates in a language's own way, with the site's one choice of digits (Latin); one set per language. */
export function formattersFor(locale: Locale) {
  return cached(formattersByLocale, locale, () => makeFormatters(locale));
}

export type Formatters = ReturnType<typeof formattersFor>;

export function useFormatters(): Formatters {
  const locale = useLocale();
  return formattersFor(locale);
}
