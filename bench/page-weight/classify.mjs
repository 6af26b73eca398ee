// Sorts each fetched file into shell / shared / remote using the Module Federation manifests
// (mf-manifest.json) that every build writes: a file listed under "shared" is a shared singleton.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const APPS = { shell: 'shell', 'mfe-marketing': 'mfe-marketing', 'mfe-ksa': 'mfe-ksa', 'mfe-index': 'mfe-index', 'mfe-admin': 'mfe-admin' };

function sharedAssets(root, dir) {
  const manifest = JSON.parse(readFileSync(join(root, dir, 'dist', 'mf-manifest.json'), 'utf8'));
  const files = new Map();
  for (const s of manifest.shared) {
    for (const kind of ['js', 'css']) {
      for (const f of [...s.assets[kind].sync, ...s.assets[kind].async]) files.set(f, s.name);
    }
  }
  // The federation manifest lists only the loadShare wrappers; the chunks of the shared workspace
  // libraries themselves are found through Vite's own manifest (keyed by source path).
  const vite = JSON.parse(readFileSync(join(root, dir, 'dist', '.vite', 'manifest.json'), 'utf8'));
  const sharedSource = /(^|\/)libs\/(ui|platform)\/|node_modules\/(react|react-dom|scheduler|@emotion\/[^/]+|zustand)\//;
  for (const [source, chunk] of Object.entries(vite)) {
    if (sharedSource.test(source) && !files.has(chunk.file)) files.set(chunk.file, source);
  }
  return files;
}

/** Where a fetched file comes from: its app (shell or a remote) and its path in that app's dist. */
function locate(url) {
  const { pathname } = new URL(url);
  const remote = pathname.match(/^\/remotes\/([^/]+)\/(.*)$/);
  return remote ? { app: remote[1], file: remote[2], remote: true } : { app: 'shell', file: pathname.replace(/^\//, ''), remote: false };
}

/** The language a file's texts are in (a chunk built from a messages/<locale>.json), or null: read from each app's Vite manifest. */
const LANGUAGE_SOURCE = /(^|\/)(en|ar)(-[\w-]+)?\.json$/;
const languages = new Map();
function languageFiles(root, dir) {
  let files = languages.get(dir);
  if (!files) {
    const vite = JSON.parse(readFileSync(join(root, dir, 'dist', '.vite', 'manifest.json'), 'utf8'));
    files = new Map(Object.entries(vite).flatMap(([source, chunk]) => (LANGUAGE_SOURCE.test(source) ? [[chunk.file, source.match(LANGUAGE_SOURCE)[2]]] : [])));
    languages.set(dir, files);
  }
  return files;
}

export function languageOf(url, root = ROOT) {
  const { app, file } = locate(url);
  return APPS[app] ? (languageFiles(root, APPS[app]).get(file) ?? null) : null;
}

export function createClassifier(root) {
  const shared = Object.fromEntries(Object.values(APPS).map((dir) => [dir, sharedAssets(root, dir)]));
  return (url) => {
    const { app, file, remote } = locate(url);
    const sharedName = shared[app]?.get(file);
    if (sharedName) return { group: 'shared', app, detail: sharedName };
    return { group: remote ? 'remote' : 'shell', app, detail: file };
  };
}
