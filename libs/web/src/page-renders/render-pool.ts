/**
 * Several render workers as one PageRenderer: a job's pages are split into contiguous slices, one per
 * worker, rendered at once (React's rendering, not the API's reads, is what a page costs: ~50 ms
 * of one core). A slice that fails fails the job, as one worker's would.
 */
import type { PageRenderer } from './render-job.js';

export function renderPool(workers: PageRenderer[]): PageRenderer {
  if (workers.length === 0) throw new Error('A render pool needs at least one worker');
  return {
    async render(job, onPage) {
      const size = Math.ceil(job.paths.length / workers.length);
      const slices = workers.map((_, i) => job.paths.slice(i * size, (i + 1) * size)).filter((paths) => paths.length > 0);
      await Promise.all(slices.map((paths, i) => workers[i]!.render({ ...job, paths }, onPage)));
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.close()));
    },
  };
}
