/**
 * Politeness: a site gets one request from the collector at a time, with a pause between them, and
 * the collector as a whole keeps a bounded number of requests in flight. A host waiting out its
 * pause holds no slot, so other hosts go ahead meanwhile.
 */
import { setTimeout as sleep } from 'node:timers/promises';

export interface HostQueueOptions {
  /** Pause between the end of one request to a host and the start of the next (INDEX_COLLECT_HOST_DELAY_MS). */
  delayMs: number;
  /** Requests in flight across all hosts (INDEX_COLLECT_CONCURRENCY). */
  concurrency: number;
}

export interface HostQueue {
  /**
   * Runs `task` when the host's previous task has ended at least `delayMs` (default: the queue's)
   * ago and a slot is free. Hosts are host:port, as a URL's `host` spells them.
   */
  run<T>(host: string, task: () => Promise<T>, delayMs?: number): Promise<T>;
}

export function createHostQueue(options: HostQueueOptions): HostQueue {
  const hosts = new Map<string, { tail: Promise<unknown>; readyAt: number }>();
  let free = options.concurrency;
  const waiting: (() => void)[] = [];

  const acquire = () => {
    if (free > 0) {
      free -= 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free += 1;
  };

  return {
    run(host, task, delayMs = options.delayMs) {
      const key = host.toLowerCase();
      const state = hosts.get(key) ?? { tail: Promise.resolve(), readyAt: 0 };
      hosts.set(key, state);
      const result = state.tail.then(async () => {
        const wait = state.readyAt - Date.now();
        if (wait > 0) await sleep(wait);
        await acquire();
        try {
          return await task();
        } finally {
          release();
          state.readyAt = Date.now() + delayMs;
        }
      });
      state.tail = result.catch(() => undefined);
      return result;
    },
  };
}
