import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DATA_PAGES_ENTRY, type RemoteName } from '@pdpl/contracts';
import type { PageCatalog } from '../page-catalog.js';

/**
 * Each remote's render module (DATA_PAGES_ENTRY, from its dist or its origin), written once per build
 * into a folder of this process where the worker can import it; the folder goes with remove().
 */
export function createEntryFiles(catalog: Pick<PageCatalog, 'readBeside'>) {
  let dir: Promise<string> | null = null;
  const files = new Map<string, string>();
  return {
    async of(remote: RemoteName, build: string): Promise<string> {
      const key = `${remote}@${build}`;
      const known = files.get(key);
      if (known) return known;
      dir ??= mkdtemp(path.join(tmpdir(), 'pdpl-data-pages-'));
      const file = path.join(await dir, `${remote}-${files.size + 1}.mjs`);
      await writeFile(file, await catalog.readBeside(remote, DATA_PAGES_ENTRY));
      files.set(key, file);
      return file;
    },
    async remove(): Promise<void> {
      if (dir) await rm(await dir, { recursive: true, force: true });
    },
  };
}
