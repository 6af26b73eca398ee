import type { CompanyDetails } from '@pdpl/contracts';
import { startTransition, useEffect, useState } from 'react';
import { usePreloaded } from '@pdpl/platform';
import { notify } from '@pdpl/ui';
import { companyDetailsPath, fetchCompanyDetails } from './api/fetch-company-details';
import { useDetailsMessages } from './i18n';

/** Internal log message (§8). */
const ERROR_LOG = 'Failed to fetch detailed data';

export type DetailsState = { status: 'loading' } | { status: 'loaded'; data: CompanyDetails } | { status: 'failed' };

/** Loads the details of `companyId`, again whenever it changes; a failure is toasted once (§8). */
export function useCompanyDetails(companyId: string | undefined, month?: string): DetailsState {
  // Tagged with the id it belongs to, so another company's data never shows while the new one loads.
  const key = `${companyId}@${month ?? ''}`;
  const preloaded = usePreloaded<CompanyDetails>(companyDetailsPath(companyId ?? '', month));
  const [result, setResult] = useState<{ id: string; state: DetailsState } | null>(() => (preloaded ? { id: key, state: { status: 'loaded', data: preloaded } } : null));
  const t = useDetailsMessages();

  useEffect(() => {
    if (!companyId) return;
    // The page arrived rendered with this answer (embedded for its hydration): nothing to fetch.
    if (preloaded) {
      setResult((current) => (current?.id === key ? current : { id: key, state: { status: 'loaded', data: preloaded } }));
      return;
    }
    const controller = new AbortController();
    fetchCompanyDetails(companyId, controller.signal, month).then(
      (data) => {
        // A transition renders the 19 cards in short slices, so the main thread never blocks for long.
        if (!controller.signal.aborted) startTransition(() => setResult({ id: key, state: { status: 'loaded', data } }));
      },
      (err: unknown) => {
        // Leaving the page (or switching company) aborts the request: not a failure to report.
        if (controller.signal.aborted) return;
        console.error(ERROR_LOG, err);
        notify({ type: 'error', title: t('index.details.errorTitle'), description: t('index.details.errorBody') });
        setResult({ id: key, state: { status: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [companyId, month, key, t, preloaded]);

  return result && result.id === key ? result.state : { status: 'loading' };
}
