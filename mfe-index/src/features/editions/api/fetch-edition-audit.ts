import { API_PATHS, type EditionAuditResponse } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

export function fetchEditionAudit(): Promise<EditionAuditResponse> {
  return apiRequest(API_PATHS.adminIndexEditionAudit);
}
