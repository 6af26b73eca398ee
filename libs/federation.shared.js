// Shared singletons of every federated app (ARCHITECTURE.md "Singletons"). Plain JS because a
// vite.config.ts cannot import TypeScript from a workspace package.
// Chakra is NOT shared on its own: it reaches remotes through @pdpl/ui, which imports only the
// parts the product uses (sharing all of @chakra-ui/react ships ~320 KB gzipped untree-shaken).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { federation } from '@module-federation/vite';
import { exposesOf, PAGE_MANIFEST_FILE, pageManifestOf, REMOTE_BUILD_INFO_MODULE } from '@pdpl/contracts';
import react from '@vitejs/plugin-react';
import { compiledMessages } from './messages.vite.js';
import { precompress } from './precompress.vite.js';
import { pureAnatomies } from './pure-anatomies.vite.js';
import { localeDirectionByLanguage } from './locale-direction.vite.js';
import { trimmedTokens } from './design-tokens.vite.js';
import { lazyGlobalCss } from './design-system-css.vite.js';

const require = createRequire(import.meta.url);

function versionOf(pkg) {
  return JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')).version;
}

const singletons = ['react', 'react-dom', '@emotion/react'];
// Entry points of those packages that the apps import. Named, not left to the federation plugin to
// discover: it lists the shares it has seen so far when it writes an app's share map, so under load
// (apps built in parallel) the shell's map could lack react/jsx-runtime and react-dom/client (see
// hostSharesLoadedAtStart). Only the shell calls createRoot.
const appEntryPoints = ['react/jsx-runtime'];
const hostEntryPoints = [...appEntryPoints, 'react-dom/client'];

/**
 * @param {{ eager?: boolean, libraryVersions?: Record<string, string> }} [options] eager: the
 *   third-party singletons are provided eagerly (the shell); the workspace libraries never are, so
 *   the design system and the platform evaluate in tasks of their own. libraryVersions: the
 *   workspace libraries' versions when not those of their package.json (a build against another release).
 */
export function sharedDependencies(options = {}) {
  const shared = {};
  for (const pkg of [...singletons, ...(options.eager ? hostEntryPoints : appEntryPoints)]) {
    const version = versionOf(pkg.startsWith('@') ? pkg : pkg.split('/')[0]);
    shared[pkg] = { singleton: true, requiredVersion: version, version, eager: options.eager ?? false };
  }
  // The workspace libraries carry semantic versions: an app asks for the major it was built against
  // and strictVersion makes the federation runtime refuse another, so a remote built against an
  // incompatible library fails alone, inside the shell's error boundary, instead of running on a
  // copy it does not match.
  for (const pkg of ['@pdpl/ui', '@pdpl/platform']) {
    const version = options.libraryVersions?.[pkg] ?? versionOf(pkg);
    shared[pkg] = { singleton: true, strictVersion: true, requiredVersion: `^${version.split('.')[0]}.0.0`, version, eager: false };
  }
  return shared;
}

/**
 * Packages that only define what they export, in CommonJS, so the bundler cannot tell: imported by
 * Formik and emotion for their higher-order components (withFormik, connect, withTheme), which no
 * app uses; declared free of side effects, they ship only if something calls them (1.1 KB gzipped
 * on every page with a form).
 */
const PURE_COMMONJS = /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/;

/**
 * Build options of every app. Chakra's theme entry builds its default config with a call the
 * bundler cannot prove pure; declared pure, a chunk taking one recipe from that entry (@pdpl/ui's
 * lazy parts) no longer drags in the recipes of every Chakra component (~12 KB gzipped).
 * @param {string} outDir
 */
export function buildOptions(outDir) {
  // Every browser the site supports has modulepreload: Vite's polyfill would be dead code on each page.
  return {
    target: 'es2022',
    outDir,
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    rolldownOptions: { treeshake: { manualPureFunctions: ['defineConfig'], moduleSideEffects: (id) => (PURE_COMMONJS.test(id) ? false : undefined) } },
  };
}

/**
 * The federation plugin's runtime code imports the runtime's package.json whole to read its
 * `version`: the host's build keeps that field only (0.55 KB gzipped of package metadata less on
 * every page).
 */
export function federationRuntimeVersionOnly() {
  const file = require.resolve('@module-federation/runtime/package.json');
  return {
    name: 'pdpl-federation-runtime-version-only',
    apply: 'build',
    load: (id) => (id === file ? JSON.stringify({ version: versionOf('@module-federation/runtime') }) : null),
  };
}

const LOCAL_SHARE_MAP = 'virtual:mf-localSharedImportMap';
const NOT_MATERIALIZED = /materialize: false,/g;

/**
 * The host loads every share it configures while it starts, before its own code runs (the shell's
 * bootstrap calls @pdpl/platform as it evaluates). The federation plugin marks a share to load then
 * only once it has seen an import of it, and writes the host's share map whenever rolldown first
 * loads it: under load (apps built in parallel) before those imports, and the built shell then failed
 * at start ("se is not a function"). Every share in the host's map is marked, whatever the timing.
 */
export function hostSharesLoadedAtStart() {
  return {
    name: 'pdpl-host-shares-loaded-at-start',
    apply: 'build',
    transform(code, id) {
      if (!id.includes(LOCAL_SHARE_MAP)) return null;
      if (!code.includes('materialize: ')) throw new Error(`${id}: the federation plugin's share map changed; update hostSharesLoadedAtStart`);
      return { code: code.replace(NOT_MATERIALIZED, 'materialize: true,'), map: null };
    },
  };
}

/**
 * Publishes the remote's page manifest beside remoteEntry.js: the shell routes from it.
 * @param {import('@pdpl/contracts').PageManifest} manifest
 */
function pageManifest(manifest) {
  return {
    name: 'pdpl-page-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: PAGE_MANIFEST_FILE, source: `${JSON.stringify(manifest, null, 2)}\n` });
    },
  };
}

/**
 * Vite config of one remote. `base: './'` keeps every chunk URL relative to remoteEntry.js, so the
 * same build can be served from any folder or origin and pointed at from /config.json.
 * BUILD_ID (env) is stamped into the build so operators can see which build a page came from.
 * Its exposes and its page manifest both come from the pages it declares (src/remote-pages.ts).
 * @param {{ name: import('@pdpl/contracts').RemoteName, pages: import('@pdpl/contracts').PageDeclaration[],
 *   libraryVersions?: Record<string, string> }} options
 */
export function remoteViteConfig({ name, pages, libraryVersions }) {
  return {
    base: './',
    plugins: [
      federation({
        name,
        filename: 'remoteEntry.js',
        manifest: true,
        // Its pages, and which build they are (the shell shows it on every page of this remote).
        exposes: { ...exposesOf(pages), [REMOTE_BUILD_INFO_MODULE]: require.resolve('./remote-build-info.js') },
        shared: sharedDependencies({ libraryVersions }),
        dts: false,
        // Remotes only ever run inside the shell, which provides the federation runtime: not
        // bundling a copy in every remote saves ~19 KB gzipped per page.
        experiments: { externalRuntime: true },
        // As in the shell's config (shell/vite.config.ts): never written before every module was seen.
        moduleParseTimeout: 180,
      }),
      react(),
      compiledMessages(),
      pureAnatomies(),
      localeDirectionByLanguage(),
      trimmedTokens(),
      lazyGlobalCss(),
      precompress(),
      pageManifest(pageManifestOf(name, pages)),
    ],
    define: { __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? 'local') },
    build: buildOptions(process.env.REMOTE_OUT_DIR ?? 'dist'),
  };
}
