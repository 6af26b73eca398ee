// Shared singletons of every federated app (ARCHITECTURE.md "Singletons"). Plain JS because a
// vite.config.ts cannot import TypeScript from a workspace package.
// Chakra is NOT shared on its own: it reaches remotes through @pdpl/ui, which imports only the
// parts the product uses (sharing all of @chakra-ui/react ships ~320 KB gzipped untree-shaken).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress.vite.js';

const require = createRequire(import.meta.url);

function versionOf(pkg) {
  return JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')).version;
}

// react-router-dom is a singleton too, but it reaches every app through @pdpl/platform, which
// re-exports only the router parts we use (shared packages are not tree-shaken: ~63 KB gzipped whole).
const singletons = ['react', 'react-dom', '@emotion/react'];

/** @param {{ eager?: boolean }} [options] */
export function sharedDependencies(options = {}) {
  const shared = {};
  for (const pkg of singletons) {
    const version = versionOf(pkg);
    shared[pkg] = { singleton: true, requiredVersion: version, version, eager: options.eager ?? false };
  }
  // The workspace libraries carry semantic versions: an app asks for the major it was built against
  // and strictVersion makes the federation runtime refuse another, so a remote built against an
  // incompatible library fails alone, inside the shell's error boundary, instead of running on a
  // copy it does not match.
  for (const pkg of ['@pdpl/ui', '@pdpl/platform']) {
    const version = versionOf(pkg);
    shared[pkg] = { singleton: true, strictVersion: true, requiredVersion: `^${version.split('.')[0]}.0.0`, version, eager: options.eager ?? false };
  }
  return shared;
}

/** Public path each remote is served under by the one-URL server (its own dist folder). */
export const REMOTE_DIRS = {
  mfe_marketing: 'mfe-marketing',
  mfe_ksa: 'mfe-ksa',
  mfe_index: 'mfe-index',
  mfe_admin: 'mfe-admin',
};

/**
 * Vite config of one remote. `base: './'` keeps every chunk URL relative to remoteEntry.js, so the
 * same build can be served from any folder or origin and pointed at from /config.json.
 * BUILD_ID (env) is stamped into the build so operators can see which build a page came from.
 * @param {{ name: string, exposes: Record<string, string> }} options
 */
export function remoteViteConfig({ name, exposes }) {
  return {
    base: './',
    plugins: [
      federation({
        name,
        filename: 'remoteEntry.js',
        manifest: true,
        exposes,
        shared: sharedDependencies(),
        dts: false,
        // Remotes only ever run inside the shell, which provides the federation runtime: not
        // bundling a copy in every remote saves ~19 KB gzipped per page.
        experiments: { externalRuntime: true },
      }),
      react(),
      precompress(),
    ],
    define: { __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? 'local') },
    build: { target: 'es2022', outDir: process.env.REMOTE_OUT_DIR ?? 'dist', emptyOutDir: true },
  };
}
