import { staffDateTime } from '@pdpl/contracts';

/** Scores are shown to 1 decimal everywhere (index-blog-admin.md §2.2). */
export const formatScore = (score: number): string => score.toFixed(1);

/** A YYYY-MM-DD date in en-US long form ("February 3, 2025"), or Not available (§2.3). */
export function formatReportDate(date: string | null | undefined): string {
  if (!date) return 'Not available';
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return 'Not available';
  return parsed.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** An edition's month ("2025-02-01" or "2025-02") as "February 2025". */
export function formatEditionMonth(month: string): string {
  return new Date(`${month.slice(0, 7)}-01T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' });
}

/** A timestamp as the staff pages show it, or a dash when there is none. */
export function formatDateTime(iso: string | null): string {
  return iso ? staffDateTime(iso) : '–';
}

/** A score change with its sign, to one decimal: "+2.5", "-1.0" (a true minus sign), "0.0". */
export function formatChange(delta: number): string {
  const text = Math.abs(delta).toFixed(1);
  if (text === '0.0') return text;
  return delta > 0 ? `+${text}` : `\u2212${text}`;
}

/** "The file was not imported: 1 error" / "...: 12 errors". */
export function importErrorsHeading(count: number): string {
  return `The file was not imported: ${count} ${count === 1 ? 'error' : 'errors'}`;
}
