import { applyListQuery, companyPagePath, type CompanyPageResponse, type IndexSummary, type ListQuery } from '@pdpl/contracts';
import { fetchIndexSummary, indexSummaryPath } from '@pdpl/platform';
import { useApiQuery } from '@pdpl/platform/query';
import { notify } from '@pdpl/ui';
import { useEffect, useMemo } from 'react';
import { fetchCompanyPage } from './api/fetch-company-page';
import { useCompaniesMessages } from './i18n';
import { DEMO_COMPANIES, demoSummary } from './model/demo-companies';

export type IndexData =
  | { status: 'loading' }
  /** `updating`: the page shown is the previous query's while the new one loads. */
  | { status: 'loaded'; list: CompanyPageResponse; summary: IndexSummary; demo: boolean; updating: boolean }
  /** A past edition's list that could not be read (no published edition of that month): no demo data stands in for it. */
  | { status: 'missing' };

/**
 * The page of the list `query` asks for and the summary, of the edition of `month` (else the
 * current one): the API searches, sorts and pages, so the page embeds and fetches 20 companies
 * whatever the index's size. On failure of the current one, the demo companies and a toast (spec §8).
 */
export function useIndexData(query: ListQuery, month?: string): IndexData {
  const t = useCompaniesMessages();
  const list = useApiQuery(companyPagePath(query, month), (signal) => fetchCompanyPage(signal, query, month), { keepPrevious: true });
  const summary = useApiQuery(indexSummaryPath(month), (signal) => fetchIndexSummary(signal, month));
  const error = list.error ?? summary.error;
  useEffect(() => {
    if (!error) return;
    console.error('Failed to fetch data', error);
    if (!month) notify({ type: 'warning', title: t('index.list.demoToastTitle'), description: t('index.list.demoToastDescription') });
  }, [error, month, t]);
  // One object while the answers stay the same: the list's memoised rows depend on it.
  return useMemo((): IndexData => {
    if (error) return month ? { status: 'missing' } : { status: 'loaded', list: applyListQuery(DEMO_COMPANIES, query, null), summary: demoSummary(), demo: true, updating: false };
    return list.data && summary.data ? { status: 'loaded', list: list.data, summary: summary.data, demo: false, updating: list.previous } : { status: 'loading' };
  }, [error, month, query, list.data, list.previous, summary.data]);
}
