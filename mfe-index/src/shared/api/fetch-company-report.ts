import { API_PATHS, withEdition, type CompanyReport } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

/** The company's report in the current edition, or in the published edition of `month` (YYYY-MM). */
export function fetchCompanyReport(companyId: string, signal?: AbortSignal, month?: string): Promise<CompanyReport> {
  return apiRequest(withEdition(API_PATHS.company(companyId), month), { signal });
}
