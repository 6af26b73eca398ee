import { ANALYSIS_API_PATHS } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

/** Queues a collection now: of one company, or of every watched company when companyId is empty. */
export function collectCompanies(companyId: string): Promise<unknown> {
  return apiRequest(ANALYSIS_API_PATHS.collect, { method: 'POST', body: { companyId } });
}
