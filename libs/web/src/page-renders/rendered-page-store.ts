/**
 * Where rendered index pages are kept, for every server to read: PostgreSQL on the API's side
 * (services/api, index-pages), read by the shell's image through the API. A page is stored once per
 * path, with what it was rendered from; its fragment is kept Brotli-compressed (render-codec.ts).
 */
import type { RemoteName, RenderedFragment } from '@pdpl/contracts';

/** A page as the render queue hands it to the store. */
export interface PageRender {
  path: string;
  remote: RemoteName;
  build: string;
  dataKey: string;
  /** Null: not rendered (`error` says why), or its data is not public: it goes out plain. */
  fragment: RenderedFragment | null;
  error?: string;
}

/** A stored page as a server reads it to serve. */
export interface StoredPage {
  build: string;
  dataKey: string;
  fragment: RenderedFragment | null;
}

/** What a stored page was rendered from. */
export interface RenderedFrom {
  remote: RemoteName;
  build: string;
  dataKey: string;
}

export interface RenderedPageReader {
  /** The page stored for this path, or null. */
  read(path: string): Promise<StoredPage | null>;
}

export interface RenderedPageStore extends RenderedPageReader {
  /** What every stored page was rendered from, by path: what the queue compares with the pages wanted. */
  renderedFrom(): Promise<Map<string, RenderedFrom>>;
  /** Keeps these renders, replacing the paths' earlier ones. */
  save(renders: PageRender[]): Promise<void>;
  /** Drops the renders of pages no longer published (a withdrawn edition's, a company no longer in one). */
  forget(paths: string[]): Promise<void>;
}
