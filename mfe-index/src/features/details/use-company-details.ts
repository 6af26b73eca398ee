import type { CompanyDetails } from '@pdpl/contracts';
import { useApiQuery } from '@pdpl/platform/query';
import { notify } from '@pdpl/ui';
import { useEffect } from 'react';
import { companyDetailsPath, fetchCompanyDetails } from './api/fetch-company-details';
import { useDetailsMessages } from './i18n';

/** Internal log message (§8). */
const ERROR_LOG = 'Failed to fetch detailed data';

export type DetailsState = { status: 'loading' } | { status: 'loaded'; data: CompanyDetails } | { status: 'failed' };

/** The details of `companyId`, read again whenever it changes; a failure is toasted once (§8). */
export function useCompanyDetails(companyId: string | undefined, month?: string): DetailsState {
  const t = useDetailsMessages();
  const { data, error } = useApiQuery(companyDetailsPath(companyId ?? '', month), (signal) => fetchCompanyDetails(companyId!, signal, month), { enabled: Boolean(companyId) });
  useEffect(() => {
    if (!error) return;
    console.error(ERROR_LOG, error);
    notify({ type: 'error', title: t('index.details.errorTitle'), description: t('index.details.errorBody') });
  }, [error, t]);
  if (error) return { status: 'failed' };
  return data ? { status: 'loaded', data } : { status: 'loading' };
}
