// Sorts each fetched file into shell / shared / remote using the Module Federation manifests
// (mf-manifest.json) that every build writes: a file listed under "shared" is a shared singleton.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

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

export function createClassifier(root) {
  const shared = Object.fromEntries(Object.values(APPS).map((dir) => [dir, sharedAssets(root, dir)]));
  return (url) => {
    const { pathname } = new URL(url);
    const remote = pathname.match(/^\/remotes\/([^/]+)\/(.*)$/);
    const app = remote ? remote[1] : 'shell';
    const file = remote ? remote[2] : pathname.replace(/^\//, '');
    const sharedName = shared[app]?.get(file);
    if (sharedName) return { group: 'shared', app, detail: sharedName };
    return { group: remote ? 'remote' : 'shell', app, detail: file };
  };
}
