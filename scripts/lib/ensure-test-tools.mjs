import { accessSync, constants, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH } from './chromium.mjs';
import { spawnCommandSync } from './run.mjs';

/**
 * Where a command named `name` is found on the PATH, as a shell would look for it (on Windows, with
 * each extension of PATHEXT and `;` between folders); `null` if nowhere.
 */
export function findOnPath(name, { env = process.env, platform = process.platform } = {}) {
  const windows = platform === 'win32';
  // Windows' environment names are case-insensitive: the PATH may be spelled Path.
  const pathKey = windows ? (Object.keys(env).find((key) => key.toUpperCase() === 'PATH') ?? 'PATH') : 'PATH';
  const folders = (env[pathKey] ?? '').split(windows ? ';' : ':').filter(Boolean);
  // On Windows a name without an extension is found as name.com, name.exe, ... (PATHEXT).
  const extensions = windows && !path.extname(name) ? (env.PATHEXT ?? '.COM;.EXE;.BAT;.CMD').split(';').filter(Boolean) : [''];
  for (const folder of folders) {
    for (const extension of extensions) {
      const file = path.join(folder, name + extension);
      try {
        if (!statSync(file).isFile()) continue;
        // Elsewhere than Windows, a command is a file we may execute (accessSync throws if not).
        if (!windows) accessSync(file, constants.X_OK);
        return file;
      } catch {
        // not there, or not executable
      }
    }
  }
  return null;
}

/**
 * The tests' tools (no browser downloads here): Chromium for the end-to-end tests (Debian's, or
 * CHROMIUM_PATH), poppler's pdftotext on the PATH to read back the PDF reports. On Debian or Ubuntu
 * as root, the missing ones are installed with apt-get; elsewhere the message says what to install.
 */
export function ensureTestTools() {
  const aptGet = process.platform === 'linux' && process.getuid?.() === 0 ? findOnPath('apt-get') : null;
  const missing = [
    ...(existsSync(CHROMIUM_PATH) ? [] : CHROMIUM_PATH === '/usr/bin/chromium' ? ['chromium'] : []),
    ...(findOnPath('pdftotext') ? [] : ['poppler-utils']),
  ];
  if (missing.length > 0 && aptGet) {
    console.log(`Installing Debian's ${missing.join(', ')} (apt-get install -y ${missing.join(' ')})...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...missing]]) {
      const r = spawnCommandSync(aptGet, args, { stdio: 'inherit', env });
      if (r.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${r.status})`);
    }
  }
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(
      `Chromium was not found at ${CHROMIUM_PATH}. End-to-end tests need it.\n` +
        '  On Debian/Ubuntu, install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
        '  Or point CHROMIUM_PATH at an installed Chromium or Chrome binary.',
    );
    process.exit(1);
  }
  if (!findOnPath('pdftotext')) {
    console.error(
      'pdftotext (poppler) was not found on the PATH. The report tests read PDFs back with it.\n' +
        '  Debian/Ubuntu: sudo apt-get install -y poppler-utils   macOS: brew install poppler\n' +
        '  Windows: install a poppler build and add its bin folder (with pdftotext.exe) to the PATH',
    );
    process.exit(1);
  }
}
