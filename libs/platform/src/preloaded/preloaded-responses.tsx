/**
 * API answers given to a render ahead (libs/platform/server's data pages): a page's data hooks start
 * from them instead of loading, so the HTML shows the page as the app shows it once loaded. In the
 * browser there is no provider: the hooks load as they always do.
 */
import { createContext, useContext } from 'react';

export interface PreloadedResponses {
  /** The JSON answer to GET `path` (an API_PATHS path with its query), or undefined when not given. */
  read(path: string): unknown;
}

const PreloadedContext = createContext<PreloadedResponses | null>(null);

export const PreloadedResponsesProvider = PreloadedContext.Provider;

/** The preloaded answer to GET `path`, when the page is rendered ahead with it. */
export function usePreloaded<T>(path: string): T | undefined {
  return useContext(PreloadedContext)?.read(path) as T | undefined;
}
