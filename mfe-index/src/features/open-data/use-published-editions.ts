import { API_PATHS, type OpenDataEditionList } from '@pdpl/contracts';
import { useApiQuery } from '@pdpl/platform/query';
import { fetchOpenDataEditions } from './api/fetch-open-data-editions';

export interface PublishedEditions {
  list: OpenDataEditionList | null;
  failed: boolean;
}

/** The published editions, newest first (the first is the current one): read once for the edition choice and the open data. */
export function usePublishedEditions(): PublishedEditions {
  const { data, error } = useApiQuery(API_PATHS.indexEditions, fetchOpenDataEditions);
  return { list: data ?? null, failed: error !== null };
}
