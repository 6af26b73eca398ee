import { registerPlugins, satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/** The workspace libraries every app shares with the shell; their majors are the contract. */
const WORKSPACE_LIBRARIES = ['@pdpl/ui', '@pdpl/platform'];
const SHELL = 'shell';

/**
 * Refuses a remote built against a workspace library release the shell does not provide, once
 * its container has registered what it needs and before any of its modules run. Without this the
 * runtime's "highest version first" rule hands such a remote the copy bundled inside it (a second
 * design system, a second auth store): a silent mismatch. The refusal rejects the remote's load,
 * which the shell shows as that remote's error with a retry.
 */
const libraryGuard: ModuleFederationRuntimePlugin = {
  name: 'pdpl-workspace-library-guard',
  initContainer(args) {
    const remote = args.remoteInfo.name;
    for (const pkg of WORKSPACE_LIBRARIES) {
      const providers = Object.entries(args.shareScope[pkg] ?? {});
      const shellVersion = providers.find(([, shared]) => shared.from === SHELL)?.[0];
      const wanted = providers.find(([, shared]) => shared.from === remote)?.[1].shareConfig?.requiredVersion;
      if (shellVersion && typeof wanted === 'string' && !satisfy(shellVersion, wanted)) {
        // Withdraw what the refused remote offered, or the next remote would be handed its copy.
        for (const versions of Object.values(args.shareScope)) {
          for (const [version, shared] of Object.entries(versions)) if (shared.from === remote) delete versions[version];
        }
        throw new Error(`${remote} was built against ${pkg} ${wanted}; the shell provides ${shellVersion}`);
      }
    }
    return args;
  },
};

export function guardWorkspaceLibraries(): void {
  registerPlugins([libraryGuard]);
}
