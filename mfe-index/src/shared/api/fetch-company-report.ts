import { API_PATHS, withEdition, type CompanyReport } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

/** The report's API path, in the current edition or the published edition of `month` (YYYY-MM). */
export const companyReportPath = (companyId: string, month?: string) => withEdition(API_PATHS.company(companyId), month);

/** The company's report in the current edition, or in the published edition of `month` (YYYY-MM). */
export function fetchCompanyReport(companyId: string, signal?: AbortSignal, month?: string): Promise<CompanyReport> {
  return apiRequest(companyReportPath(companyId, month), { signal });
}
