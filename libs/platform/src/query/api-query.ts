/**
 * The API's GET answers as pages read them: TanStack Query's cache, one query per API path (with
 * its query string). In the browser, one client for the page's life, hydrated from the answers its
 * document embeds (the render ahead dehydrated them), so hydration renders what the HTML shows.
 * Rendered ahead (libs/platform/server's data pages), a client per page whose queries suspend until
 * the API answers: react-dom/static waits for them, so a page renders in one pass.
 */
import { PRERENDER } from '@pdpl/contracts';
import { hydrate, QueryClient, useQuery, useSuspenseQuery, type DehydratedState } from '@tanstack/react-query';
import { createContext, useContext, useDeferredValue, useMemo } from 'react';

/** A query's key: the API path it reads. */
export const apiQueryKey = (path: string) => ['api', path] as const;

/** What a render ahead gives its page: its own client, and how to read the API from where it runs. */
export interface RenderAhead {
  client: QueryClient;
  read(path: string): Promise<unknown>;
}

const RenderAheadContext = createContext<RenderAhead | null>(null);
export const RenderAheadProvider = RenderAheadContext.Provider;

let pageClient: QueryClient | null = null;

/**
 * The browser's client. An answer is kept while a page shows it and five minutes after (TanStack's
 * default); never refetched meanwhile: the index changes once a month, and a failure is shown at
 * once (spec §8), not after retries.
 */
function browserClient(): QueryClient {
  if (pageClient) return pageClient;
  pageClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false } } });
  const embedded = document.getElementById(PRERENDER.preloadedDataId)?.textContent;
  if (embedded) hydrate(pageClient, JSON.parse(embedded) as DehydratedState);
  return pageClient;
}

export interface ApiAnswer<T> {
  /** The answer, once there (from the document, the cache or the API). */
  data: T | undefined;
  /** Why it could not be read. */
  error: Error | null;
}

type Read<T> = (path: string, fetch: (signal: AbortSignal) => Promise<T>, enabled: boolean, ahead: RenderAhead | null) => ApiAnswer<T>;

/** Rendered ahead: suspends until the API answers, through the render's own reader. */
const useAnswerAhead = <T>(path: string, _fetch: unknown, _enabled: boolean, ahead: RenderAhead | null) =>
  useSuspenseQuery({ queryKey: apiQueryKey(path), queryFn: () => ahead!.read(path) as Promise<T> }, ahead!.client);

/** In the browser: the cache (hydrated from the document) or the feature's API call. */
const useAnswerInBrowser = <T>(path: string, fetch: (signal: AbortSignal) => Promise<T>, enabled: boolean) =>
  useQuery({ queryKey: apiQueryKey(path), queryFn: ({ signal }) => fetch(signal), enabled }, browserClient());

/** GET `path` with `fetch` (the feature's API call); `enabled: false` waits (a parameter not known yet). */
export function useApiQuery<T>(path: string, fetch: (signal: AbortSignal) => Promise<T>, options: { enabled?: boolean } = {}): ApiAnswer<T> {
  const ahead = useContext(RenderAheadContext);
  // Which of the two is fixed for a tree's life (the render ahead's provider is there or not), so
  // the hooks called never change between renders.
  const useAnswer: Read<T> = ahead ? useAnswerAhead : useAnswerInBrowser;
  const query = useAnswer(path, fetch, options.enabled ?? true, ahead);
  // An answer that arrives after the page showed renders in a transition's short slices (the main
  // thread never blocks for long); tagged with its path, so another path's answer never shows here.
  const current = useMemo(() => ({ path, data: query.data }), [path, query.data]);
  const shown = useDeferredValue(current);
  return { data: shown.path === path ? shown.data : undefined, error: query.error };
}
