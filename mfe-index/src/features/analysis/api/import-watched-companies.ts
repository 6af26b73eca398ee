import { ANALYSIS_API_PATHS } from '@pdpl/contracts';
import { apiUpload } from '@pdpl/platform';

/**
 * What the page reads of an accepted file: how many companies it added. The contract names no
 * response type for the import yet, so the count is read only when the API gives it as `imported`.
 */
export interface WatchedCompanyImportResult {
  imported?: number;
}

/** Sends the CSV file as it is; a refused file fails with every error by row and column (all or none). */
export function importWatchedCompanies(file: File): Promise<WatchedCompanyImportResult | null> {
  return apiUpload(ANALYSIS_API_PATHS.companiesImport, file, 'text/csv');
}
