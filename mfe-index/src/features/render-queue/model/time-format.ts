import { LOCALE_INFO, type Locale } from '@pdpl/contracts';

// One formatter per language: building one costs far more than using it.
const dateTimes = new Map<Locale, Intl.DateTimeFormat>();
const relatives = new Map<Locale, Intl.RelativeTimeFormat>();

/** A moment as the staff pages show it ("Mar 4, 2026, 10:15 AM"), in the page's language and digits. */
export function formatDateTimeIn(locale: Locale, iso: string): string {
  let format = dateTimes.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, { dateStyle: 'medium', timeStyle: 'short' });
    dateTimes.set(locale, format);
  }
  return format.format(new Date(iso));
}

const UNITS: { unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { unit: 'day', seconds: 86_400 },
  { unit: 'hour', seconds: 3_600 },
  { unit: 'minute', seconds: 60 },
];

/** How long ago a moment was, as of `now` (ms): "5 minutes ago", "قبل 5 دقائق"; a moment ahead of `now` (clocks apart) reads as now. */
export function formatAgoIn(locale: Locale, iso: string, now: number): string {
  let format = relatives.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(LOCALE_INFO[locale].intl, { numeric: 'auto' });
    relatives.set(locale, format);
  }
  const ago = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  const found = UNITS.find(({ seconds }) => ago >= seconds);
  return found ? format.format(-Math.floor(ago / found.seconds), found.unit) : format.format(-ago, 'second');
}
