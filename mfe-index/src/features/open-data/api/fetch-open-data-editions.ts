import { API_PATHS, type OpenDataEditionList } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

export function fetchOpenDataEditions(signal?: AbortSignal): Promise<OpenDataEditionList> {
  return apiRequest(API_PATHS.indexEditions, { signal });
}
