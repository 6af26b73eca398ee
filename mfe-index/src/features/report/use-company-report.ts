import type { CompanyReport } from '@pdpl/contracts';
import { notify } from '@pdpl/ui';
import { usePreloaded } from '@pdpl/platform';
import { startTransition, useEffect, useState } from 'react';
import { companyReportPath, fetchCompanyReport } from '../../shared/api/fetch-company-report';

export type ReportState = { status: 'loading' } | { status: 'loaded'; report: CompanyReport } | { status: 'failed' };

/** The report of one company (in the edition of `month`, else the current one), fetched again whenever either changes; a failure toasts (spec §8). */
export function useCompanyReport(companyId: string, month?: string): ReportState {
  const key = `${companyId}@${month ?? ''}`;
  const preloaded = usePreloaded<CompanyReport>(companyReportPath(companyId, month));
  const [state, setState] = useState<{ id: string; value: ReportState }>(() => ({ id: key, value: preloaded ? { status: 'loaded', report: preloaded } : { status: 'loading' } }));
  useEffect(() => {
    // The page arrived rendered with this answer (embedded for its hydration): nothing to fetch.
    if (preloaded) {
      setState((current) => (current.id === key ? current : { id: key, value: { status: 'loaded', report: preloaded } }));
      return;
    }
    const controller = new AbortController();
    setState({ id: key, value: { status: 'loading' } });
    fetchCompanyReport(companyId, controller.signal, month)
      // A transition renders the report in short slices, so the main thread never blocks for long.
      .then((report) => startTransition(() => setState({ id: key, value: { status: 'loaded', report } })))
      .catch((err: unknown) => {
        if ((err as Error).name === 'AbortError') return;
        console.error('Failed to fetch company data', err);
        setState({ id: key, value: { status: 'failed' } });
        notify({ type: 'error', title: 'Error Loading Data', description: 'Unable to load company data. Please try again later.' });
      });
    return () => controller.abort();
  }, [companyId, month, key, preloaded]);
  // A state left from the previous id never shows under the new one.
  return state.id === key ? state.value : { status: 'loading' };
}
