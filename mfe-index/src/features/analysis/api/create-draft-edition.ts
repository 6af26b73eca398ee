import { ANALYSIS_API_PATHS, type CreateDraftResponse, type MonthRequest } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

/** The month's reviewed companies become a draft edition (409/422 when there is nothing to draft). */
export function createDraftEdition(input: MonthRequest): Promise<CreateDraftResponse> {
  return apiRequest(ANALYSIS_API_PATHS.drafts, { method: 'POST', body: input });
}
