export { formatChange, importErrorsHeading } from '../../../shared/format';

/** A sector average, or a dash where the sector had no company in that edition. */
export function formatAverage(average: number | null): string {
  return average === null ? '–' : average.toFixed(1);
}
