/** Remotes' page manifests as builds publish them: in a dist folder, or on a remote's own origin. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { PAGE_MANIFEST_FILE, REMOTE_DIRS, REMOTE_NAMES, type PageManifest, type RemoteName } from '@pdpl/contracts';
import type { manifestPage } from './web-root.js';

export const manifest = (remote: RemoteName, ...pages: ReturnType<typeof manifestPage>[]): PageManifest => ({ remote, pages });

/** Every remote at its one-URL path, as the defaults name them. */
export const localRemotes = Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes/${REMOTE_DIRS[name]}/remoteEntry.js`])) as Record<RemoteName, string>;

/** Writes a remote's manifest into <root>/<dir>/dist, as its build does. */
export function publish(root: string, m: PageManifest): void {
  const dist = path.join(root, REMOTE_DIRS[m.remote], 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, PAGE_MANIFEST_FILE), JSON.stringify(m));
}

/** The index remote on an origin of its own: its manifest at /index/pages.json. */
export async function serveManifest(body: () => string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    if (req.url === `/index/${PAGE_MANIFEST_FILE}`) res.writeHead(200, { 'content-type': 'application/json' }).end(body());
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
