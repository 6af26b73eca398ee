/** A public page rendered ahead, as the page route puts it in the page's first HTML (rendered-pages). */

export interface Snapshot {
  html: string;
  css: string;
  stylesheets: string[];
  title: string;
  description: string | null;
  keywords: string | null;
  /** The API answers an index page was rendered with (TanStack Query's dehydrated state), embedded for its hydration. */
  data?: object;
  /** The design system's lazily loaded parts the frame and the page render, loaded before hydration. */
  parts?: string[];
}

export interface SnapshotSource {
  /**
   * A public page's snapshot, or null: not public, or not rendered (yet).
   * `shellBuild` changes when the shell is redeployed (its header and footer are in every snapshot).
   */
  forPath(pagePath: string, shellBuild: string): Promise<Snapshot | null>;
}
