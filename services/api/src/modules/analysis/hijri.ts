/**
 * Hijri (Umm al-Qura, the Kingdom's official calendar) to Gregorian, offline: Node's ICU formats
 * any day in the Umm al-Qura calendar, and Hijri dates grow with time, so the Gregorian day is
 * found by a binary search over the days around an estimate. Deterministic, no table to maintain.
 */

const UMM_AL_QURA = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { timeZone: 'UTC', year: 'numeric', month: 'numeric', day: 'numeric' });
const DAY = 86_400_000;
/** 1 Muharram 1 AH in the Gregorian calendar, and the mean Hijri year and month in days. */
const EPOCH = Date.UTC(622, 6, 16);
const YEAR = 354.367;
const MONTH = 29.5306;

function hijriOf(time: number): [number, number, number] {
  const parts = UMM_AL_QURA.formatToParts(new Date(time));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return [part('year'), part('month'), part('day')];
}

const compare = (a: readonly number[], b: readonly number[]) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!;

/** The Gregorian day (YYYY-MM-DD) of a Hijri date; null when the date does not exist (30 of a 29-day month). */
export function hijriToGregorian(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || month < 1 || month > 12 || day < 1 || day > 30) return null;
  const target = [year, month, day];
  const estimate = Math.floor((EPOCH + ((year - 1) * YEAR + (month - 1) * MONTH + day - 1) * DAY) / DAY);
  // The estimate is within a few days of the answer; ±40 days is a wide margin.
  let low = estimate - 40;
  let high = estimate + 40;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (compare(hijriOf(middle * DAY), target) < 0) low = middle + 1;
    else high = middle;
  }
  if (compare(hijriOf(low * DAY), target) !== 0) return null;
  return new Date(low * DAY).toISOString().slice(0, 10);
}
