import { API_PATHS, type EditionListResponse } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

export function fetchEditions(): Promise<EditionListResponse> {
  return apiRequest(API_PATHS.adminIndexEditions);
}
