import type { WatchedCompany } from '@pdpl/contracts';
import { notify } from '@pdpl/ui';
import { useCallback, useEffect, useState } from 'react';
import { fetchWatchedCompanies } from './api/fetch-watched-companies';

/** Every watched company with its latest collection and newest analysis, read again after every change. */
export function useWatchedCompanies() {
  const [companies, setCompanies] = useState<WatchedCompany[] | null>(null);
  const reload = useCallback(async () => {
    try {
      setCompanies((await fetchWatchedCompanies()).companies);
    } catch (err) {
      notify({ type: 'error', title: 'Could not load the watched companies', description: (err as Error).message });
      setCompanies((current) => current ?? []);
    }
  }, []);
  useEffect(() => void reload(), [reload]);
  return { companies, reload };
}
