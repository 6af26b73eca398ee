import type { CompanyReview } from '@pdpl/contracts';
import { notify } from '@pdpl/ui';
import { useCallback, useEffect, useState } from 'react';
import { fetchCompanyReview } from './api/fetch-company-review';

export type ReviewState = { status: 'loading' } | { status: 'loaded'; review: CompanyReview } | { status: 'failed'; message: string };

/**
 * A company's review for a month (its newest without one), again whenever either changes and after
 * every decision (reload keeps the review on screen until the new one arrives); a failure is toasted
 * and said on the page.
 */
export function useCompanyReview(companyId: string, month: string | undefined) {
  const key = `${companyId}|${month ?? ''}`;
  const [result, setResult] = useState<{ key: string; state: ReviewState } | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    fetchCompanyReview(companyId, month, controller.signal).then(
      (review) => setResult({ key, state: { status: 'loaded', review } }),
      (err: unknown) => {
        if (controller.signal.aborted) return;
        const message = (err as Error).message;
        notify({ type: 'error', title: 'Could not load the review', description: message });
        setResult({ key, state: { status: 'failed', message } });
      },
    );
    return () => controller.abort();
  }, [companyId, month, key, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { state: result && result.key === key ? result.state : ({ status: 'loading' } as ReviewState), reload };
}
