/** A column value as JSON-safe text or scalar: dates as ISO 8601, JSON columns (jsonb) as JSON text. */
export function plainValue(value: unknown): string | number | boolean | null {
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return value as string | number | boolean | null;
}
