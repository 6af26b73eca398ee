import type { RenderQueueStatus } from '@pdpl/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { watchRenderQueue, type RenderQueueWatch } from './watch-render-queue';

export interface RenderQueueState {
  /** The last reading, null until the first arrives. */
  status: RenderQueueStatus | null;
  /** When it arrived (ms): "waiting since 3 minutes ago" counts from there. */
  readAt: number;
  /** Why the last reading failed, null once one succeeds. */
  failure: string | null;
  /** A Refresh asked for is in flight. */
  refreshing: boolean;
}

/**
 * The render queue of the index's pages, read while the page is open (every 5 s while pages wait or
 * a pass runs, every 30 s otherwise, never after the page is left), and a Refresh that reads it at once.
 */
export function useRenderQueue(): RenderQueueState & { refresh: () => void } {
  const [state, setState] = useState<RenderQueueState>({ status: null, readAt: 0, failure: null, refreshing: false });
  const watch = useRef<RenderQueueWatch | null>(null);
  useEffect(() => {
    const watching = watchRenderQueue({
      onStatus: (status, readAt) => setState({ status, readAt, failure: null, refreshing: false }),
      onError: (err) => setState((s) => ({ ...s, failure: err.message, refreshing: false })),
    });
    watch.current = watching;
    return () => {
      watching.stop();
      watch.current = null;
    };
  }, []);
  const refresh = useCallback(() => {
    if (!watch.current) return;
    setState((s) => ({ ...s, refreshing: true }));
    void watch.current.refresh();
  }, []);
  return { ...state, refresh };
}
