/** A timestamp as every staff page shows it ("Nov 23, 2025, 1:05 PM"); staff pages are English. */
export function staffDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
