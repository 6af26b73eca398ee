/** A score change with its sign, to one decimal: "+2.5", "-1.0" (a true minus sign), "0.0". */
export function formatChange(delta: number): string {
  const text = Math.abs(delta).toFixed(1);
  if (text === '0.0') return text;
  return delta > 0 ? `+${text}` : `\u2212${text}`;
}

/** A sector average, or a dash where the sector had no company in that edition. */
export function formatAverage(average: number | null): string {
  return average === null ? '–' : average.toFixed(1);
}

/** "The file was not imported: 1 error" / "...: 12 errors". */
export function importErrorsHeading(count: number): string {
  return `The file was not imported: ${count} ${count === 1 ? 'error' : 'errors'}`;
}
