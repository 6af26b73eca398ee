/** The rendered index pages as the shell's image reads them: from the API (it has no database). */
import { API_PATHS, type RenderedPageResponse } from '@pdpl/contracts';
import type { RenderedPageReader } from './rendered-page-store.js';

const TIMEOUT_MS = 5000;

export function renderedPagesFromApi(apiBaseUrl: string): RenderedPageReader {
  return {
    async read(path) {
      const res = await fetch(`${apiBaseUrl}${API_PATHS.indexRenderedPage}?path=${encodeURIComponent(path)}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`${API_PATHS.indexRenderedPage} answered ${res.status}`);
      return (await res.json()) as RenderedPageResponse;
    },
  };
}
