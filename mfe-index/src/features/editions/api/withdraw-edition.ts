import { API_PATHS, type EditionResponse } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

export function withdrawEdition(editionId: number): Promise<EditionResponse> {
  return apiRequest(API_PATHS.adminIndexEditionWithdraw(editionId), { method: 'POST' });
}
