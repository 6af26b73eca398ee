import { API_PATHS, type EditionPreview } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

export function fetchEditionPreview(editionId: number, signal?: AbortSignal): Promise<EditionPreview> {
  return apiRequest(API_PATHS.adminIndexEditionPreview(editionId), { signal });
}
