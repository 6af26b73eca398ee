import type { RoutedPage } from '../pages/declaration.js';

/** Names the shell uses to register the four remotes; identifier-style as Module Federation requires. */
export const REMOTE_NAMES = ['mfe_marketing', 'mfe_ksa', 'mfe_index', 'mfe_admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Folder of each remote in the repository, and under /remotes/ on the one-URL server. */
export const REMOTE_DIRS: Record<RemoteName, string> = {
  mfe_marketing: 'mfe-marketing',
  mfe_ksa: 'mfe-ksa',
  mfe_index: 'mfe-index',
  mfe_admin: 'mfe-admin',
};

/**
 * Served beside the shell as /config.json: every URL the shell needs at run time,
 * so one shell build serves every environment and each remote can be redeployed alone.
 */
export interface RuntimeConfig {
  apiBaseUrl: string;
  analyticsId: string | null;
  remotes: Record<RemoteName, string>;
  /** Every remote's pages, merged from the manifests the remotes publish beside their entries. */
  pages: RoutedPage[];
}

export const RUNTIME_CONFIG_PATH = '/config.json';
