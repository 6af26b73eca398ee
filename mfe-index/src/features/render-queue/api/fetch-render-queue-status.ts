import { API_PATHS, type RenderQueueStatus } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

/** The render queue of the index's pages: what waits, the last pass, the pages stored and the newest failures (analysts and admins). */
export function fetchRenderQueueStatus(signal?: AbortSignal): Promise<RenderQueueStatus> {
  return apiRequest(API_PATHS.adminIndexRenders, { signal });
}
