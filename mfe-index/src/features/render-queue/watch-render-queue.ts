import type { RenderQueueStatus } from '@pdpl/contracts';
import { ApiError } from '@pdpl/platform';
import { fetchRenderQueueStatus } from './api/fetch-render-queue-status';
import { IDLE_POLL_MS, nextReadIn } from './model/render-queue';

export interface RenderQueueListener {
  /** A new reading of the queue, and when it arrived (ms). */
  onStatus: (status: RenderQueueStatus, readAt: number) => void;
  /** The queue could not be read. */
  onError: (error: Error) => void;
}

export interface RenderQueueWatch {
  /** Reads the queue at once (the earlier reading in flight, if any, is dropped), then polls on. */
  refresh: () => Promise<void>;
  /** No more readings nor listener calls. */
  stop: () => void;
}

/** The session has ended or the account may not see the queue: reading again changes nothing until Refresh. */
const refused = (err: unknown) => err instanceof ApiError && (err.status === 401 || err.status === 403);

/**
 * Reads the render queue now, then again every 5 s while pages wait or a pass runs and every 30 s
 * otherwise, one reading at a time. A reading that fails is said and tried again 30 s later (not
 * when the API refuses the account). Kept out of React so the cadence is tested on its own.
 */
export function watchRenderQueue(listener: RenderQueueListener, read: (signal: AbortSignal) => Promise<RenderQueueStatus> = fetchRenderQueueStatus): RenderQueueWatch {
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const readNow = async (): Promise<void> => {
    if (stopped) return;
    clearTimeout(timer);
    controller?.abort();
    const current = new AbortController();
    controller = current;
    const next = (ms: number) => {
      if (!stopped) timer = setTimeout(() => void readNow(), ms);
    };
    try {
      const status = await read(current.signal);
      if (current.signal.aborted) return;
      listener.onStatus(status, Date.now());
      next(nextReadIn(status));
    } catch (err) {
      if (current.signal.aborted) return;
      listener.onError(err instanceof Error ? err : new Error(String(err)));
      if (!refused(err)) next(IDLE_POLL_MS);
    } finally {
      if (controller === current) controller = null;
    }
  };

  void readNow();
  return {
    refresh: readNow,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      controller?.abort();
    },
  };
}
