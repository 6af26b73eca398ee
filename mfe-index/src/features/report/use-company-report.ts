import type { CompanyReport } from '@pdpl/contracts';
import { useApiQuery } from '@pdpl/platform/query';
import { notify } from '@pdpl/ui';
import { useEffect } from 'react';
import { companyReportPath, fetchCompanyReport } from '../../shared/api/fetch-company-report';
import { useReportMessages } from './i18n';

export type ReportState = { status: 'loading' } | { status: 'loaded'; report: CompanyReport } | { status: 'failed' };

/** The report of one company (in the edition of `month`, else the current one), read again whenever either changes; a failure toasts (spec §8). */
export function useCompanyReport(companyId: string, month?: string): ReportState {
  const t = useReportMessages();
  const { data, error } = useApiQuery(companyReportPath(companyId, month), (signal) => fetchCompanyReport(companyId, signal, month));
  useEffect(() => {
    if (!error) return;
    console.error('Failed to fetch company data', error);
    notify({ type: 'error', title: t('index.report.errorTitle'), description: t('index.report.errorBody') });
  }, [error, t]);
  if (error) return { status: 'failed' };
  return data ? { status: 'loaded', report: data } : { status: 'loading' };
}
