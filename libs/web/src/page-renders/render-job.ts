import type { RenderedFragment } from '@pdpl/contracts';

/** What the server asks its render worker: render these paths with this entry, reading the API at `apiBase`. */
export interface RenderJob {
  id: number;
  entryFile: string;
  apiBase: string;
  paths: string[];
}

export type RenderMessage =
  /** `error`: the page could not be rendered (it goes out plain). */
  | { job: number; type: 'page'; path: string; fragment: RenderedFragment | null; error?: string }
  | { job: number; type: 'done' }
  | { job: number; type: 'failed'; error: string };

/** Renders a job's pages, handing each to `onPage` as it is ready; rejects when the job fails. */
export interface PageRenderer {
  render(job: Omit<RenderJob, 'id'>, onPage: (path: string, fragment: RenderedFragment | null, error?: string) => void): Promise<void>;
  close(): Promise<void>;
}
