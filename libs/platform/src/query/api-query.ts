/**
 * The API's GET answers as pages read them: TanStack Query's cache, one query per API path (with
 * its query string). In the browser, one client for the page's life, hydrated from the answers its
 * document embeds (the render ahead dehydrated them), so hydration renders what the HTML shows.
 * Rendered ahead (libs/platform/server's data pages), a client per page whose queries suspend until
 * the API answers: react-dom/static waits for them, so a page renders in one pass.
 */
import { PRERENDER, type Locale } from '@pdpl/contracts';
import { hydrate, keepPreviousData, QueryClient, useQuery, useSuspenseQuery, type DehydratedState } from '@tanstack/react-query';
import { createContext, useContext, useDeferredValue, useMemo } from 'react';
import { useLocale } from '../i18n/locale';

/**
 * A query's key: the API path it reads, and the language of the page that shows it. A document
 * embeds its answers with only its language's texts (answerInLanguage), so an answer is never
 * shown in the other language's page (the header's switch changes language without a reload).
 */
export const apiQueryKey = (path: string, locale: Locale) => ['api', path, locale] as const;

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
  /** The answer shown is the previous path's, kept while this one loads (`keepPrevious`). */
  previous: boolean;
}

export interface ApiQueryOptions {
  /** false waits (a parameter not known yet). */
  enabled?: boolean;
  /** While a new path loads, keep showing the last answer (a list's next page, a search) instead of none. */
  keepPrevious?: boolean;
}

type Read<T> = (key: ReturnType<typeof apiQueryKey>, fetch: (signal: AbortSignal) => Promise<T>, options: ApiQueryOptions, ahead: RenderAhead | null) => { data: T | undefined; error: Error | null; isPlaceholderData?: boolean };

/** Rendered ahead: suspends until the API answers, through the render's own reader. */
const useAnswerAhead = <T>(key: ReturnType<typeof apiQueryKey>, _fetch: unknown, _options: ApiQueryOptions, ahead: RenderAhead | null) =>
  useSuspenseQuery({ queryKey: key, queryFn: () => ahead!.read(key[1]) as Promise<T> }, ahead!.client);

/** In the browser: the cache (hydrated from the document) or the feature's API call. */
const useAnswerInBrowser = <T>(key: ReturnType<typeof apiQueryKey>, fetch: (signal: AbortSignal) => Promise<T>, { enabled = true, keepPrevious = false }: ApiQueryOptions) =>
  useQuery({ queryKey: key, queryFn: ({ signal }) => fetch(signal), enabled, ...(keepPrevious && { placeholderData: keepPreviousData }) }, browserClient());

/** GET `path` with `fetch` (the feature's API call). */
export function useApiQuery<T>(path: string, fetch: (signal: AbortSignal) => Promise<T>, options: ApiQueryOptions = {}): ApiAnswer<T> {
  const ahead = useContext(RenderAheadContext);
  // Which of the two is fixed for a tree's life (the render ahead's provider is there or not), so
  // the hooks called never change between renders.
  const useAnswer: Read<T> = ahead ? useAnswerAhead : useAnswerInBrowser;
  const locale = useLocale();
  const query = useAnswer(apiQueryKey(path, locale), fetch, options, ahead);
  const previous = query.isPlaceholderData === true;
  // An answer that arrives after the page showed renders in a transition's short slices (the main
  // thread never blocks for long); tagged with its path, so another path's answer never shows here
  // unless kept on purpose.
  const current = useMemo(() => ({ path, data: query.data, previous }), [path, query.data, previous]);
  const shown = useDeferredValue(current);
  if (shown.path === path || (options.keepPrevious && shown.data !== undefined)) return { data: shown.data, error: query.error, previous: shown.path !== path || shown.previous };
  return { data: undefined, error: query.error, previous: false };
}
