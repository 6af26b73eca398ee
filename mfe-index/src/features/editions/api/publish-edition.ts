import { API_PATHS, type EditionPublishResponse } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

export function publishEdition(editionId: number): Promise<EditionPublishResponse> {
  return apiRequest(API_PATHS.adminIndexEditionPublish(editionId), { method: 'POST' });
}
