/** The repository the images are built from: its root, front-ends and scripts. */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../../..');
export { APPS } from '../../smoke/images.js';
export const rootPackage = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[]; scripts: Record<string, string> };

/** A built file (services/api/dist/x.js) is the output of its TypeScript source (services/api/src/x.ts). */
export function sourceOfBuilt(file: string): string | null {
  const m = /^(.+)\/dist\/(.+)\.js$/.exec(file);
  return m ? `${m[1]}/src/${m[2]}.ts` : null;
}
