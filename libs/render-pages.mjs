// The second step of an app's build (`vite build && node ../libs/render-pages.mjs`): builds the
// app's render entry (src/render.tsx) for Node with Vite, in this process of its own (a Vite build
// inside the app's federated build has broken it before), runs it, and writes each fragment it
// renders into the app's dist; a remote's rendered pages are listed in its pages.json (`rendered`),
// so a remote deployed alone brings its own. Prints the time each took: the figures of
// docs/architecture-decisions.md.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { existsSync } from 'node:fs';
import { DATA_PAGES_ENTRY, PAGE_MANIFEST_FILE, REMOTE_BASE } from '@pdpl/contracts';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { compiledMessages } from './messages.vite.js';

const appRoot = process.cwd();
const dist = path.resolve(appRoot, process.env.REMOTE_OUT_DIR ?? 'dist');
const bundleDir = path.join(appRoot, 'node_modules', '.render-entry');
const buildId = process.env.BUILD_ID ?? 'local';
// A remote's files (its pictures) are wherever it is deployed: the server splicing its pages puts that in. The shell's are at the site's root.
const base = existsSync(path.join(dist, PAGE_MANIFEST_FILE)) ? REMOTE_BASE : '/';

/** A Node build of the app's render code, with the app's plugins, base and build id. */
const nodeBuild = ({ define = {}, ...options }) =>
  build({
    configFile: false,
    root: appRoot,
    base,
    logLevel: 'warn',
    plugins: [react(), compiledMessages({ except: /[\\/]page-meta[\\/]/ })],
    define: { __BUILD_ID__: JSON.stringify(buildId), ...define },
    ...options,
  });

const started = performance.now();
await nodeBuild({
  // The workspace libraries are TypeScript: bundled; third-party packages load from node_modules.
  ssr: { noExternal: [/^@pdpl\//] },
  build: { ssr: path.join(appRoot, 'src', 'render.tsx'), outDir: bundleDir, emptyOutDir: true, target: 'node20', rolldownOptions: { output: { entryFileNames: 'render.mjs' } } },
});
const bundled = performance.now();

/** @type {{ targets: import('@pdpl/platform/server').RenderTargets, dataPages?: (build: string) => { paths: string[] } }} */
const entry = await import(pathToFileURL(path.join(bundleDir, 'render.mjs')).href);
const rendered = new Map();
const times = [];
await rm(path.join(dist, 'rendered'), { recursive: true, force: true });
for (const target of entry.targets(buildId)) {
  const at = performance.now();
  const fragment = await target.render();
  const file = path.join(dist, target.file);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(fragment));
  times.push(performance.now() - at);
  if (target.page) rendered.set(target.page.path, [...(rendered.get(target.page.path) ?? []), target.page.locale]);
}

// Pages with data: rendered by the site's server at run time, from a module of their own that
// brings every library it needs (the shell's server has none of them), in one file.
const withData = entry.dataPages?.(buildId).paths ?? [];
if (withData.length > 0) {
  const dataEntry = path.join(bundleDir, 'data-pages-entry.mjs');
  await writeFile(dataEntry, `import { dataPages } from ${JSON.stringify(path.join(appRoot, 'src', 'render.tsx'))};\nexport const { renderDataPage } = dataPages(${JSON.stringify(buildId)});\n`);
  await nodeBuild({
    define: { 'process.env.NODE_ENV': '"production"' },
    ssr: { noExternal: true },
    build: {
      ssr: dataEntry,
      outDir: path.dirname(path.join(dist, DATA_PAGES_ENTRY)),
      emptyOutDir: false,
      target: 'node20',
      rolldownOptions: { output: { entryFileNames: path.basename(DATA_PAGES_ENTRY), codeSplitting: false } },
    },
  });
}

if (rendered.size > 0 || withData.length > 0) {
  const manifestFile = path.join(dist, PAGE_MANIFEST_FILE);
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  for (const page of manifest.pages) {
    if (rendered.has(page.path)) page.rendered = rendered.get(page.path);
    if (withData.includes(page.path)) page.renderedWithData = true;
  }
  await writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
}
await rm(bundleDir, { recursive: true, force: true });

const sorted = [...times].sort((a, b) => a - b);
const ms = (value) => `${Math.round(value)} ms`;
process.stdout.write(
  `render-pages: ${times.length} fragments of ${path.basename(appRoot)} in ${ms(performance.now() - started)} (bundle ${ms(bundled - started)}; per fragment median ${ms(sorted[Math.floor(sorted.length / 2)] ?? 0)}, max ${ms(sorted.at(-1) ?? 0)})\n`,
);
// React's and the libraries' timers must not keep the build waiting.
process.exit(0);
