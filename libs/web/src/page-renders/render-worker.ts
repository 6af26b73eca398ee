/**
 * A worker thread of the site's server that renders data pages (DATA_PAGES_ENTRY), so rendering
 * hundreds of pages never holds up a visitor's request on the main thread. Each page's fragment is
 * posted as soon as it is rendered; a job ends with `done` or `failed`. A new job supersedes the
 * one under way (newer data or a newer build): that one stops at its next page.
 */
import { parentPort } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { DataPagesEntry } from '@pdpl/contracts';
import type { RenderJob, RenderMessage } from './render-job.js';

/** The API did not answer as it should: the whole render fails (the last one stays served), unlike a page that fails to render. */
class ApiUnavailable extends Error {}

async function fetchJsonFrom(apiBase: string): Promise<(path: string) => Promise<unknown>> {
  // Pages of one job share answers (the editions, a list): each is asked once.
  const answers = new Map<string, Promise<unknown>>();
  return (path) => {
    let answer = answers.get(path);
    if (!answer) {
      answer = fetch(`${apiBase}${path}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(15_000) }).then(
        async (res) => {
          if (res.status === 404) return null;
          if (!res.ok) throw new ApiUnavailable(`${path} answered ${res.status}`);
          return res.json();
        },
        (err: unknown) => {
          throw new ApiUnavailable(`${path}: ${(err as Error).message}`);
        },
      );
      answers.set(path, answer);
    }
    return answer;
  };
}

let latest = 0;

async function run(job: RenderJob): Promise<void> {
  latest = job.id;
  const post = (message: RenderMessage) => parentPort!.postMessage(message);
  try {
    const entry = (await import(pathToFileURL(job.entryFile).href)) as DataPagesEntry;
    const fetchJson = await fetchJsonFrom(job.apiBase);
    for (const path of job.paths) {
      if (latest !== job.id) throw new Error('Superseded by a newer render');
      try {
        post({ job: job.id, type: 'page', path, fragment: await entry.renderDataPage(path, fetchJson) });
      } catch (err) {
        if (err instanceof ApiUnavailable) throw err;
        // One page that cannot be rendered (its code threw) goes out plain; the others are rendered.
        post({ job: job.id, type: 'page', path, fragment: null, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
      }
    }
    post({ job: job.id, type: 'done' });
  } catch (err) {
    post({ job: job.id, type: 'failed', error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  }
}

parentPort!.on('message', (job: RenderJob) => void run(job));
