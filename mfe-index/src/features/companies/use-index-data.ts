import { applyListQuery, companyPagePath, type CompanyPageResponse, type IndexSummary, type ListQuery } from '@pdpl/contracts';
import { fetchIndexSummary, indexSummaryPath } from '@pdpl/platform';
import { useApiQuery } from '@pdpl/platform/query';
import { notify } from '@pdpl/ui';
import { useEffect, useMemo, useState } from 'react';
import { fetchCompanyPage } from './api/fetch-company-page';
import { useCompaniesMessages } from './i18n';
import { DEMO_COMPANIES, demoSummary } from './model/demo-companies';

export type IndexData =
  | { status: 'loading' }
  /**
   * `shown`: the query `list` answers, which the table's sort marks follow; while a new query
   * loads (`updating`), the previous one's, so the marks never disagree with the rows.
   */
  | { status: 'loaded'; list: CompanyPageResponse; shown: ListQuery; summary: IndexSummary; demo: boolean; updating: boolean }
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
  const [shown, setShown] = useState(query);
  if (list.data && !list.previous && shown !== query) setShown(query);
  useEffect(() => {
    if (!error) return;
    console.error('Failed to fetch data', error);
    if (!month) notify({ type: 'warning', title: t('index.list.demoToastTitle'), description: t('index.list.demoToastDescription') });
  }, [error, month, t]);
  // One object while the answers stay the same: the list's memoised rows depend on it.
  return useMemo((): IndexData => {
    if (error) return month ? { status: 'missing' } : { status: 'loaded', list: applyListQuery(DEMO_COMPANIES, query, null), shown: query, summary: demoSummary(), demo: true, updating: false };
    return list.data && summary.data ? { status: 'loaded', list: list.data, shown, summary: summary.data, demo: false, updating: list.previous } : { status: 'loading' };
  }, [error, month, query, shown, list.data, list.previous, summary.data]);
}
