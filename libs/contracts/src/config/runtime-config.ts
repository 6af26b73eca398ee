/** Names the shell uses to register the four remotes; identifier-style as Module Federation requires. */
export const REMOTE_NAMES = ['mfe_marketing', 'mfe_ksa', 'mfe_index', 'mfe_admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * Served beside the shell as /config.json: every URL the shell needs at run time,
 * so one shell build serves every environment and each remote can be redeployed alone.
 */
export interface RuntimeConfig {
  apiBaseUrl: string;
  analyticsId: string | null;
  remotes: Record<RemoteName, string>;
}

export const RUNTIME_CONFIG_PATH = '/config.json';
