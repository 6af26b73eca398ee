import { API_PATHS, type OpenDataEditionList } from '@pdpl/contracts';
import { usePreloaded } from '@pdpl/platform';
import { startTransition, useEffect, useState } from 'react';
import { fetchOpenDataEditions } from './api/fetch-open-data-editions';

export interface PublishedEditions {
  list: OpenDataEditionList | null;
  failed: boolean;
}

/** The published editions, newest first (the first is the current one): read once for the edition choice and the open data. */
export function usePublishedEditions(): PublishedEditions {
  const preloaded = usePreloaded<OpenDataEditionList>(API_PATHS.indexEditions);
  const [state, setState] = useState<PublishedEditions>(() => ({ list: preloaded ?? null, failed: false }));
  useEffect(() => {
    // The page arrived rendered with this answer (embedded for its hydration): nothing to fetch.
    if (preloaded) return;
    const controller = new AbortController();
    fetchOpenDataEditions(controller.signal).then(
      // A transition: the answer often comes while the list renders, and an urgent update would
      // make React render the page in one blocking task.
      (list) => startTransition(() => setState({ list, failed: false })),
      () => !controller.signal.aborted && setState({ list: null, failed: true }),
    );
    return () => controller.abort();
  }, [preloaded]);
  return state;
}
