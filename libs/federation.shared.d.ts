import type { PageDeclaration, RemoteName } from '@pdpl/contracts';
import type { Plugin, UserConfig } from 'vite';
export function sharedDependencies(options?: { eager?: boolean; libraryVersions?: Record<string, string> }): Record<
  string,
  { singleton: boolean; strictVersion?: boolean; requiredVersion: string | false; version: string; eager: boolean }
>;
export function remoteViteConfig(options: { name: RemoteName; pages: PageDeclaration[]; libraryVersions?: Record<string, string> }): UserConfig;
export function buildOptions(outDir: string): NonNullable<UserConfig['build']>;
export function federationRuntimeVersionOnly(): Plugin;
export function hostSharesLoadedAtStart(): Plugin;
