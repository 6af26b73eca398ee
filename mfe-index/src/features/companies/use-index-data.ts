import type { CompanyListResponse, IndexSummary } from '@pdpl/contracts';
import { fetchIndexSummary, indexSummaryPath } from '@pdpl/platform';
import { useApiQuery } from '@pdpl/platform/query';
import { notify } from '@pdpl/ui';
import { useEffect, useMemo } from 'react';
import { companiesPath, fetchCompanies } from '../../shared/api/fetch-companies';
import { useCompaniesMessages } from './i18n';
import { DEMO_COMPANIES, demoSummary } from './model/demo-companies';

export type IndexData =
  | { status: 'loading' }
  | { status: 'loaded'; list: CompanyListResponse; summary: IndexSummary; demo: boolean }
  /** A past edition's list that could not be read (no published edition of that month): no demo data stands in for it. */
  | { status: 'missing' };

/**
 * The list and its summary of the edition of `month` (else the current one); on failure of the
 * current one, the demo companies and a toast (spec §8).
 */
export function useIndexData(month?: string): IndexData {
  const t = useCompaniesMessages();
  const list = useApiQuery(companiesPath(month), (signal) => fetchCompanies(signal, month));
  const summary = useApiQuery(indexSummaryPath(month), (signal) => fetchIndexSummary(signal, month));
  const error = list.error ?? summary.error;
  useEffect(() => {
    if (!error) return;
    console.error('Failed to fetch data', error);
    if (!month) notify({ type: 'warning', title: t('index.list.demoToastTitle'), description: t('index.list.demoToastDescription') });
  }, [error, month, t]);
  // One object while the answers stay the same: the list's memoised rows depend on it.
  return useMemo((): IndexData => {
    if (error) return month ? { status: 'missing' } : { status: 'loaded', list: { edition: null, records: DEMO_COMPANIES }, summary: demoSummary(), demo: true };
    return list.data && summary.data ? { status: 'loaded', list: list.data, summary: summary.data, demo: false } : { status: 'loading' };
  }, [error, month, list.data, summary.data]);
}
