import type { CompanyListResponse, IndexSummary } from '@pdpl/contracts';
import { fetchIndexSummary } from '@pdpl/platform';
import { notify } from '@pdpl/ui';
import { startTransition, useEffect, useState } from 'react';
import { fetchCompanies } from '../../shared/api/fetch-companies';
import { DEMO_COMPANIES, demoSummary } from './model/demo-companies';

export type IndexData =
  | { status: 'loading' }
  | { status: 'loaded'; list: CompanyListResponse; summary: IndexSummary; demo: boolean };

/** The list and its summary, read together; on failure, the demo companies and a toast (spec §8). */
export function useIndexData(): IndexData {
  const [state, setState] = useState<IndexData>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    Promise.all([fetchCompanies(controller.signal), fetchIndexSummary(controller.signal)])
      // A transition renders the table in short slices, so the main thread never blocks for long.
      .then(([list, summary]) => startTransition(() => setState({ status: 'loaded', list, summary, demo: false })))
      .catch((err: unknown) => {
        if ((err as Error).name === 'AbortError') return;
        console.error('Failed to fetch data', err);
        setState({ status: 'loaded', list: { edition: null, records: DEMO_COMPANIES }, summary: demoSummary(), demo: true });
        notify({
          type: 'warning',
          title: 'Using Demo Data',
          description: 'Live index data could not be loaded, so two demo companies are shown. Please try again later.',
        });
      });
    return () => controller.abort();
  }, []);
  return state;
}
