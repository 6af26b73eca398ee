import type { CompanyReport } from '@pdpl/contracts';
import { notify } from '@pdpl/ui';
import { startTransition, useEffect, useState } from 'react';
import { fetchCompanyReport } from '../../shared/api/fetch-company-report';

export type ReportState = { status: 'loading' } | { status: 'loaded'; report: CompanyReport } | { status: 'failed' };

/** The report of one company, fetched again whenever the id changes; a failure toasts (spec §8). */
export function useCompanyReport(companyId: string): ReportState {
  const [state, setState] = useState<{ id: string; value: ReportState }>({ id: companyId, value: { status: 'loading' } });
  useEffect(() => {
    const controller = new AbortController();
    setState({ id: companyId, value: { status: 'loading' } });
    fetchCompanyReport(companyId, controller.signal)
      // A transition renders the report in short slices, so the main thread never blocks for long.
      .then((report) => startTransition(() => setState({ id: companyId, value: { status: 'loaded', report } })))
      .catch((err: unknown) => {
        if ((err as Error).name === 'AbortError') return;
        console.error('Failed to fetch company data', err);
        setState({ id: companyId, value: { status: 'failed' } });
        notify({ type: 'error', title: 'Error Loading Data', description: 'Unable to load company data. Please try again later.' });
      });
    return () => controller.abort();
  }, [companyId]);
  // A state left from the previous id never shows under the new one.
  return state.id === companyId ? state.value : { status: 'loading' };
}
