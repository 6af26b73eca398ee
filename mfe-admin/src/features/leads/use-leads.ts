import { leadsQueryString, type LeadsFilter, type LeadsPage } from '@pdpl/contracts';
import { useNavigate, useSearchParams } from '@pdpl/platform';
import { notify } from '@pdpl/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { fetchLeads } from './api/fetch-leads';
import { filterFromSearch } from './leads-filter';

/**
 * The inbox page of the filter in the URL: the URL is the one source of the filter, so a link,
 * a reload or Back shows the same submissions. A new filter starts again at page 1.
 */
export function useLeads() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const search = searchParams.toString();
  const filter = useMemo(() => filterFromSearch(search), [search]);
  const [result, setResult] = useState<LeadsPage | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    fetchLeads(filter, controller.signal).then(
      (page) => {
        setResult(page);
        setLoading(false);
      },
      (err: Error) => {
        // A filter changed again before the answer came: only the newest request counts.
        if (controller.signal.aborted) return;
        setLoading(false);
        notify({ type: 'error', title: 'Could not load the submissions', description: err.message });
      },
    );
    return () => controller.abort();
  }, [filter]);

  const show = useCallback((next: LeadsFilter) => navigate({ search: leadsQueryString(next) }), [navigate]);
  const applyFilter = useCallback((next: LeadsFilter) => show({ ...next, page: 1 }), [show]);
  const goToPage = useCallback((page: number) => show({ ...filter, page }), [show, filter]);
  return { filter, result, loading, applyFilter, goToPage };
}
