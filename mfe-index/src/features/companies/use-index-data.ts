import type { CompanyListResponse, IndexSummary } from '@pdpl/contracts';
import { fetchIndexSummary, indexSummaryPath, usePreloaded } from '@pdpl/platform';
import { notify } from '@pdpl/ui';
import { startTransition, useEffect, useState } from 'react';
import { companiesPath, fetchCompanies } from '../../shared/api/fetch-companies';
import { useCompaniesMessages } from './i18n';
import { DEMO_COMPANIES, demoSummary } from './model/demo-companies';

export type IndexData =
  | { status: 'loading' }
  | { status: 'loaded'; list: CompanyListResponse; summary: IndexSummary; demo: boolean }
  /** A past edition's list that could not be read (no published edition of that month): no demo data stands in for it. */
  | { status: 'missing' };

/**
 * The list and its summary of the edition of `month` (else the current one), read together; on
 * failure of the current one, the demo companies and a toast (spec §8).
 */
export function useIndexData(month?: string): IndexData {
  const t = useCompaniesMessages();
  const preloaded = { list: usePreloaded<CompanyListResponse>(companiesPath(month)), summary: usePreloaded<IndexSummary>(indexSummaryPath(month)) };
  const [state, setState] = useState<{ month?: string; value: IndexData }>(() => ({
    month,
    value: preloaded.list && preloaded.summary ? { status: 'loaded', list: preloaded.list, summary: preloaded.summary, demo: false } : { status: 'loading' },
  }));
  const { list, summary } = preloaded;
  useEffect(() => {
    // The page arrived rendered with these answers (embedded for its hydration): nothing to fetch.
    if (list && summary) {
      setState((current) => (current.month === month ? current : { month, value: { status: 'loaded', list, summary, demo: false } }));
      return;
    }
    const controller = new AbortController();
    // In a transition too: an urgent update here, while the page hydrates, renders it in one blocking task.
    startTransition(() => setState({ month, value: { status: 'loading' } }));
    Promise.all([fetchCompanies(controller.signal, month), fetchIndexSummary(controller.signal, month)])
      // A transition renders the table in short slices, so the main thread never blocks for long.
      .then(([list, summary]) => startTransition(() => setState({ month, value: { status: 'loaded', list, summary, demo: false } })))
      .catch((err: unknown) => {
        if ((err as Error).name === 'AbortError') return;
        console.error('Failed to fetch data', err);
        if (month) {
          setState({ month, value: { status: 'missing' } });
          return;
        }
        setState({ month, value: { status: 'loaded', list: { edition: null, records: DEMO_COMPANIES }, summary: demoSummary(), demo: true } });
        notify({
          type: 'warning',
          title: t('index.list.demoToastTitle'),
          description: t('index.list.demoToastDescription'),
        });
      });
    return () => controller.abort();
  }, [month, list, summary]);
  // A state left from another edition never shows under this one.
  return state.month === month ? state.value : { status: 'loading' };
}
