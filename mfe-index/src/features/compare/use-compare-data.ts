import type { CompanyReport, CompanyRow } from '@pdpl/contracts';
import { ApiError } from '@pdpl/platform';
import { startTransition, useEffect, useState } from 'react';
import { fetchCompanies } from '../../shared/api/fetch-companies';
import { fetchCompanyReport } from '../../shared/api/fetch-company-report';

export type CompanyListState = { status: 'loading' } | { status: 'loaded'; rows: CompanyRow[] } | { status: 'failed' };

/** The published edition's companies, for the search and the chosen companies' names. */
export function useCompanyList(): CompanyListState {
  const [state, setState] = useState<CompanyListState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchCompanies(controller.signal)
      .then((list) => startTransition(() => setState({ status: 'loaded', rows: list.records })))
      .catch((err: unknown) => {
        if ((err as Error).name === 'AbortError') return;
        console.error('Failed to fetch data', err);
        setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, []);
  return state;
}

export type CompareReportsState =
  | { status: 'idle' }
  | { status: 'loading' }
  /** `unknown`: the ids no company answers to (404). */
  | { status: 'loaded'; reports: CompanyReport[]; unknown: string[] }
  | { status: 'failed' };

/** Each chosen company's report (the report API, one request each), fetched again when the choice changes. */
export function useCompareReports(ids: readonly string[] | null): CompareReportsState {
  const key = ids ? ids.join(',') : null;
  const [state, setState] = useState<{ key: string | null; value: CompareReportsState }>({ key, value: { status: key === null ? 'idle' : 'loading' } });
  useEffect(() => {
    if (key === null) {
      setState({ key, value: { status: 'idle' } });
      return;
    }
    const controller = new AbortController();
    setState({ key, value: { status: 'loading' } });
    const wanted = key.split(',');
    Promise.allSettled(wanted.map((id) => fetchCompanyReport(id, controller.signal))).then((results) => {
      if (controller.signal.aborted) return;
      const unknown = wanted.filter((_, i) => {
        const result = results[i]!;
        return result.status === 'rejected' && result.reason instanceof ApiError && result.reason.status === 404;
      });
      const failed = results.some((r) => r.status === 'rejected') && unknown.length === 0;
      if (failed) console.error('Failed to fetch company data', results.find((r) => r.status === 'rejected'));
      const reports = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      startTransition(() => setState({ key, value: failed ? { status: 'failed' } : { status: 'loaded', reports, unknown } }));
    });
    return () => controller.abort();
  }, [key]);
  // A state left from the previous choice never shows under the new one.
  return state.key === key ? state.value : { status: key === null ? 'idle' : 'loading' };
}
