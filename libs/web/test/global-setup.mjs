// Builds dist/ once before the tests: some run the built commands (bin/) as the images and npm scripts do.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const libDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

export default function build() {
  try {
    execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: libDir, stdio: 'pipe' });
  } catch (err) {
    throw new Error(`Building libs/web failed:\n${err.stdout?.toString() ?? ''}${err.stderr?.toString() ?? ''}`, { cause: err });
  }
}
