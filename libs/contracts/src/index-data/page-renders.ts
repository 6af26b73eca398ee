import { object, string, type InferType } from 'yup';
import type { RenderedFragment } from '../pages/rendered.js';

/** A rendered index page's path as asked of the API (GET API_PATHS.indexRenderedPage?path=): a site path, English or /ar/. */
export const renderedPageQuerySchema = object({
  path: string()
    .required('path is required')
    .max(2048, 'path is too long')
    .matches(/^\/[^\s?#]*$/, 'path must be a site path starting with /'),
});
export type RenderedPageQuery = InferType<typeof renderedPageQuerySchema>;

/**
 * GET API_PATHS.indexRenderedPage: a stored page, as the shell's image reads it. The fragment is
 * the remote's RenderedFragment, null when its data is not public or it could not be rendered.
 */
export interface RenderedPageResponse {
  build: string;
  dataKey: string;
  fragment: RenderedFragment | null;
}

/** One page that could not be rendered (it goes out plain until what it shows changes). */
export interface RenderFailure {
  path: string;
  /** The error's first line. */
  error: string;
  at: string;
}

/** GET API_PATHS.adminIndexRenders: the render queue as admins follow it. */
export interface RenderQueueStatus {
  /** Pages waiting to be rendered (as of `checkedAt`). */
  pending: number;
  /** Since when some have been waiting (ISO), or null. */
  pendingSince: string | null;
  /** When the queue last compared the pages wanted with those rendered (ISO), or null: never. */
  checkedAt: string | null;
  /** The last pass (ISO times; endedAt null while it runs) and what it did. */
  pass: { startedAt: string | null; endedAt: string | null; rendered: number; failed: number };
  /** Why the last pass stopped short (the API did not answer, the worker stopped), or null. */
  lastError: string | null;
  /** Pages stored rendered, and failed. */
  stored: { rendered: number; failed: number };
  /** The newest failures, newest first (at most 20). */
  failures: RenderFailure[];
}
