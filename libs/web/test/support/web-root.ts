import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { hasArabicTwin, PAGE_MANIFEST_FILE, type PageManifest } from '@pdpl/contracts';

type PageEntry = PageManifest['pages'][number];

/** A page of a remote's manifest, with every field a test does not care about filled in. */
export const manifestPage = (pagePath: string, module: `./${string}`, extra: Partial<PageEntry> = {}): PageEntry => {
  const entry: PageEntry = {
    path: pagePath,
    module,
    title: `${module.slice(2)} | Mizan`,
    description: `About ${pagePath}.`,
    keywords: 'PDPL',
    access: 'public',
    prerender: true,
    ...extra,
  };
  // A public page exists in Arabic too, so its manifest carries its Arabic metadata.
  return hasArabicTwin(entry) ? { localized: { ar: { title: `${module.slice(2)} | ميزان`, description: `عن ${pagePath}.`, keywords: 'نظام حماية البيانات الشخصية' } }, ...entry } : entry;
};

export interface WebRoot {
  dir: string;
  /** Writes a file under the root (its folders created), as a build would leave it. */
  put(file: string, content: string | Buffer): Promise<void>;
  /** A remote's build: its page manifest and a remoteEntry.js whose content names `build`. */
  deploy(remoteDir: string, manifest: PageManifest, build?: string): Promise<void>;
  remove(): Promise<void>;
}

/** A temporary WEB_ROOT (shell/dist and <remote>/dist), filled by the test. */
export async function createWebRoot(prefix: string): Promise<WebRoot> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `${prefix}-`));
  const put = async (file: string, content: string | Buffer) => {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  };
  return {
    dir,
    put,
    deploy: async (remoteDir, manifest, build = remoteDir) => {
      await put(`${remoteDir}/dist/${PAGE_MANIFEST_FILE}`, JSON.stringify(manifest));
      await put(`${remoteDir}/dist/remoteEntry.js`, `export const build = '${build}';`);
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
