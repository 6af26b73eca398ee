import { API_PATHS, type AdminBootstrapResponse } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

/** Asks the server to create the admin from its own environment; answers created or ready. */
export function bootstrapAdmin(): Promise<AdminBootstrapResponse> {
  return apiRequest(API_PATHS.bootstrap, { method: 'POST' });
}
