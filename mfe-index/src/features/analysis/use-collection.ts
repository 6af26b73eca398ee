import { REVIEW_MESSAGES, type CollectionProgress } from '@pdpl/contracts';
import { notify } from '@pdpl/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { collectCompanies } from './api/collect-companies';
import { fetchCollectionProgress } from './api/fetch-collection-progress';

/** While a batch has companies queued or running, its progress is read again this often. */
export const PROGRESS_POLL_MS = 2000;

export const isCollecting = (progress: CollectionProgress | null): boolean => Boolean(progress?.batch && progress.batch.queued + progress.batch.running > 0);

/**
 * The newest batch's progress and the schedule: read once, then every 2 s while anything is queued
 * or running, never once the batch is idle nor after the page is left. When a batch the page saw
 * (or started) ends, `onSettled` runs: the companies' last collections have changed.
 */
export function useCollection(onSettled: () => void) {
  const [progress, setProgress] = useState<CollectionProgress | null>(null);
  // Why the progress could not be read (no job queue on this server: COLLECTION_OFF), said in the panel.
  const [failure, setFailure] = useState<string | null>(null);
  // Each refresh starts a new reading; `started` says the page has just queued a collection.
  const [round, setRound] = useState({ n: 0, started: false });
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  });

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let watching = round.started;
    const read = async () => {
      try {
        const next = await fetchCollectionProgress(controller.signal);
        setProgress(next);
        setFailure(null);
        const active = isCollecting(next);
        if (watching && !active) settled.current();
        watching = active;
        if (active) timer = setTimeout(() => void read(), PROGRESS_POLL_MS);
      } catch (err) {
        if (controller.signal.aborted) return;
        setFailure((err as Error).message);
        notify({ type: 'error', title: 'Could not read the collection progress', description: (err as Error).message });
      }
    };
    void read();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [round]);

  /** Reads the progress again (and polls while the batch runs): after a schedule change, or a collection queued. */
  const refresh = useCallback((started = false) => setRound((r) => ({ n: r.n + 1, started })), []);

  /** Queues a collection of one company, or of all of them (companyId ''); the companies and the progress are read again. */
  const collect = useCallback(
    async (companyId: string, name: string) => {
      try {
        await collectCompanies(companyId);
        notify({ type: 'success', title: REVIEW_MESSAGES.collectQueued, description: companyId ? `${name} will be collected shortly.` : 'Every watched company will be collected shortly.' });
        settled.current();
        refresh(true);
      } catch (err) {
        notify({ type: 'error', title: 'Not queued', description: (err as Error).message });
      }
    },
    [refresh],
  );
  return { progress, failure, refresh, collect };
}
