import { API_PATHS, type CompanyReport } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

export function fetchCompanyReport(companyId: string, signal?: AbortSignal): Promise<CompanyReport> {
  return apiRequest(API_PATHS.company(companyId), { signal });
}
