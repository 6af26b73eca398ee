import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PageDeclaration } from '@pdpl/contracts';
import { build } from 'vite';
import { remoteViteConfig } from '../../libs/federation.shared.js';
import { PAGES as INDEX_PAGES } from '../../mfe-index/src/remote-pages';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The page a test build of mfe-index adds, declared as the index team would declare it. */
export const RELEASE_NOTES_PAGE: PageDeclaration = {
  path: '/PDPLComplianceIndex-release-notes',
  // Outside the remote's src/ on purpose: the fixture lives with the tests, not in the product.
  component: '../e2e/fixtures/extra-page/ReleaseNotesPage.tsx' as PageDeclaration['component'],
  title: 'Index Release Notes | Mizan',
  description: 'What changed in the PDPL Compliance Index this month.',
  keywords: 'PDPL Compliance Index, release notes',
  localized: { ar: { title: 'ملاحظات إصدار المؤشر | ميزان', description: 'ما الذي تغيّر في مؤشر الامتثال لنظام حماية البيانات الشخصية هذا الشهر.', keywords: 'مؤشر الامتثال، ملاحظات الإصدار' } },
  access: 'public',
  prerender: true,
};

/**
 * A staff page whose code has no guard of its own (the same fixture component): declared for admins,
 * the shell must keep it from everyone else.
 */
export const UNGUARDED_ADMIN_PAGE: PageDeclaration = {
  path: '/PDPLComplianceIndex-staff-notes',
  component: RELEASE_NOTES_PAGE.component,
  title: 'Index Staff Notes | Mizan',
  description: 'Notes for the index team.',
  keywords: 'PDPL Compliance Index, staff',
  access: { roles: ['admin'] },
  prerender: false,
};

/**
 * Builds mfe-index alone, as its team would (its build, then its pages rendered ahead: the app's
 * `npm run build`), from its own declared pages plus `extraPages`, into `outDir`; `libraryVersions`
 * builds it against other releases of the workspace libraries.
 */
export async function buildIndexVariant(outDir: string, options: { extraPages?: PageDeclaration[]; libraryVersions?: Record<string, string>; buildId: string }) {
  const config = remoteViteConfig({ name: 'mfe_index', pages: [...INDEX_PAGES, ...(options.extraPages ?? [])], libraryVersions: options.libraryVersions });
  const nodeEnv = process.env.NODE_ENV;
  try {
    await build({
      ...config,
      root: join(ROOT, 'mfe-index'),
      configFile: false,
      logLevel: 'error',
      define: { __BUILD_ID__: JSON.stringify(options.buildId) },
      build: { ...config.build, outDir, emptyOutDir: true },
    });
    execFileSync(process.execPath, [join(ROOT, 'libs/render-pages.mjs')], {
      cwd: join(ROOT, 'mfe-index'),
      env: { ...process.env, REMOTE_OUT_DIR: outDir, BUILD_ID: options.buildId },
      stdio: 'pipe',
    });
  } finally {
    // vite build sets NODE_ENV=production for the whole process; servers the test starts later inherit it.
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** A static server on its own origin, as a CDN would serve a remote: CORS open, entry and manifest never cached. */
export async function serveFolder(folder: () => string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer(async (req, res) => {
    const file = join(folder(), normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, ''));
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'access-control-allow-origin': '*', 'cache-control': 'no-cache' });
      res.end(body);
    } catch {
      res.writeHead(404, { 'access-control-allow-origin': '*' }).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
