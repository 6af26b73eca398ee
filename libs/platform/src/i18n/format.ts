import { HIJRI_INTL, LOCALE_INFO, type Locale } from '@pdpl/contracts';
import { useMemo } from 'react';
import { useLocale } from './locale';

/** `2025-11-18` or `2025-11`, read as a UTC calendar day (no time zone shifts it). */
function utcDate(isoDay: string): Date {
  const [year, month, day = 1] = isoDay.split('-').map(Number) as [number, number, number?];
  return new Date(Date.UTC(year, month - 1, day));
}

/** Numbers, scores and dates in a language's own way, with the site's one choice of digits (Latin). */
export function formattersFor(locale: Locale) {
  const tag = LOCALE_INFO[locale].intl;
  const oneDecimal = new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return {
    locale,
    number: (value: number, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(tag, options).format(value),
    /** Scores always show one decimal: 86.8, 70.0. */
    score: (value: number) => oneDecimal.format(value),
    /** A day, long form: "November 18, 2025" / "18 نوفمبر 2025". */
    date: (isoDay: string) => new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(utcDate(isoDay)),
    /** An edition's month: "November 2025" / "نوفمبر 2025". */
    month: (isoMonth: string) => new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(utcDate(isoMonth)),
    /** The same month in the Umm al-Qura calendar, shown beside it on Arabic index pages ("جمادى الأولى 1447 هـ"). */
    hijriMonth: (isoMonth: string) => new Intl.DateTimeFormat(HIJRI_INTL, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(utcDate(isoMonth)),
  };
}

export type Formatters = ReturnType<typeof formattersFor>;

export function useFormatters(): Formatters {
  const locale = useLocale();
  return useMemo(() => formattersFor(locale), [locale]);
}
