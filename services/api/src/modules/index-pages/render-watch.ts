/**
 * Asks the render queue for a pass whenever what the index's pages are rendered from changes: at the
 * start, on a publication or withdrawal here (at once), and when the published index's version or a
 * remote's build changes (a publication on another instance, `npm run index:import -- --publish`
 * against this database, a remote deployed alone), compared every `everyMs`.
 */
import type { Logger } from '../../logger.js';
import { onIndexDataChanged } from '../index/read-cache.js';

export function watchRenderInputs(deps: { stamp: () => Promise<string>; request: (reason: string) => Promise<void>; everyMs: number; logger: Logger }): () => void {
  let seen: string | null = null;
  let checking = false;
  const check = async () => {
    if (checking) return;
    checking = true;
    try {
      const now = await deps.stamp();
      if (now !== seen) await deps.request(seen === null ? 'start' : 'the published index or a build changed');
      seen = now;
    } catch (err) {
      deps.logger.warn({ reason: (err as Error).message }, 'Whether the index pages need rendering could not be read; asked again shortly');
    } finally {
      checking = false;
    }
  };
  void check();
  const timer = setInterval(() => void check(), deps.everyMs);
  timer.unref();
  const unsubscribe = onIndexDataChanged(() => void deps.request('publication or withdrawal'));
  return () => {
    clearInterval(timer);
    unsubscribe();
  };
}
