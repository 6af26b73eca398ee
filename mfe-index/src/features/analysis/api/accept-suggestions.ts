import { ANALYSIS_API_PATHS, type MonthRequest } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

/** The analyst accepts the month's suggestions, with the overrides: the company counts as reviewed. */
export function acceptSuggestions(companyId: string, input: MonthRequest): Promise<unknown> {
  return apiRequest(ANALYSIS_API_PATHS.accept(companyId), { method: 'POST', body: input });
}
