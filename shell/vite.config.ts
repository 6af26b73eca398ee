import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { arabicFont } from './arabic-font.vite.js';
import { buildOptions, federationRuntimeVersionOnly, hostSharesLoadedAtStart, sharedDependencies } from '../libs/federation.shared.js';
import { compiledMessages } from '../libs/messages.vite.js';
import { designSystemCss, lazyGlobalCss } from '../libs/design-system-css.vite.js';
import { pureAnatomies } from '../libs/pure-anatomies.vite.js';
import { localeDirectionByLanguage } from '../libs/locale-direction.vite.js';
import { trimmedTokens } from '../libs/design-tokens.vite.js';
import { precompress } from '../libs/precompress.vite.js';
import { eventContractScript } from './event-contract.vite.js';

// The host bakes in no remote URL: remotes are registered at run time from /config.json.
export default defineConfig({
  base: '/',
  resolve: { alias: { 'hoist-non-react-statics': fileURLToPath(new URL('../libs/unhoisted-statics.js', import.meta.url)) } },
  plugins: [
    federation({
      name: 'shell',
      remotes: {},
      manifest: true,
      // The host provides the third-party singletons eagerly: their federation wrappers then share
      // one chunk instead of one each, every copy carrying the same helpers (docs/architecture-decisions.md).
      shared: sharedDependencies({ eager: true }),
      dts: false,
      // Publishes the federation runtime for the remotes, built with experiments.externalRuntime.
      experiments: { provideExternalRuntime: true },
      // Remotes are registered by their remoteEntry.js, never by manifest: the runtime's snapshot
      // (manifest and preload) plugin would be 1.5 KB gzipped of dead code on every page.
      disableSnapshot: true,
      // The share map is written once the plugin has seen every module, or after this many idle
      // seconds: under load (apps built in parallel, the design system's CSS rendered in a child
      // process) the default 10 s passed first, and the shell shipped a map without @pdpl/ui and
      // @pdpl/platform ("ve is not a function" at start). A build that finishes never waits for it.
      moduleParseTimeout: 180,
    }),
    react(),
    compiledMessages(),
    pureAnatomies(),
    localeDirectionByLanguage(),
    trimmedTokens(),
    lazyGlobalCss(),
    designSystemCss(),
    federationRuntimeVersionOnly(),
    hostSharesLoadedAtStart(),
    arabicFont(),
    eventContractScript(),
    precompress(),
  ],
  build: buildOptions('dist'),
  server: { port: 4200 },
});
