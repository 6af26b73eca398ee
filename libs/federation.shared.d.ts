import type { UserConfig } from 'vite';
export function sharedDependencies(options?: { eager?: boolean }): Record<string, { singleton: boolean; requiredVersion: string | false; version: string; eager: boolean }>;
export const REMOTE_DIRS: Record<'mfe_marketing' | 'mfe_ksa' | 'mfe_index' | 'mfe_admin', string>;
export function remoteViteConfig(options: { name: string; exposes: Record<string, string> }): UserConfig;
