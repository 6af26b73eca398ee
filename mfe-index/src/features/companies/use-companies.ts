import type { CompanyListResponse } from '@pdpl/contracts';
import { useEffect, useState } from 'react';
import { fetchCompanies } from './api/fetch-companies';

type State = { status: 'loading' } | { status: 'loaded'; data: CompanyListResponse } | { status: 'failed' };

export function useCompanies(): State {
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchCompanies(controller.signal)
      .then((data) => setState({ status: 'loaded', data }))
      .catch((err: unknown) => {
        if ((err as Error).name === 'AbortError') return;
        console.error('Failed to fetch data', err);
        setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, []);
  return state;
}
