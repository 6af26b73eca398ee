/**
 * The PageRenderer of a running server: one worker thread (render-worker.ts), started on first use.
 * It runs a remote's code, so it gets none of the server's environment (no database URL, no
 * session secret): it only reads the API's public index.
 */
import { Worker } from 'node:worker_threads';
import type { PageRenderer, RenderMessage } from './render-job.js';

export function workerRenderer(): PageRenderer {
  let worker: Worker | null = null;
  let nextId = 1;
  const jobs = new Map<number, { onPage: Parameters<PageRenderer['render']>[1]; resolve: () => void; reject: (err: Error) => void }>();

  const failAll = (err: Error) => {
    for (const job of jobs.values()) job.reject(err);
    jobs.clear();
    worker = null;
  };
  const started = () => {
    if (worker) return worker;
    worker = new Worker(new URL('./render-worker.js', import.meta.url), { env: {} });
    worker.unref();
    worker.on('message', (message: RenderMessage) => {
      const job = jobs.get(message.job);
      if (!job) return;
      if (message.type === 'page') job.onPage(message.path, message.fragment, message.error);
      else {
        jobs.delete(message.job);
        if (message.type === 'done') job.resolve();
        else job.reject(new Error(message.error));
      }
    });
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`The render worker stopped (exit code ${code})`)));
    return worker;
  };

  return {
    render(job, onPage) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        jobs.set(id, { onPage, resolve, reject });
        started().postMessage({ ...job, id });
      });
    },
    async close() {
      const running = worker;
      worker = null;
      await running?.terminate();
    },
  };
}
