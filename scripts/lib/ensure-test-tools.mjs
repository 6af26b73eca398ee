import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';

const PDFTOTEXT_PATH = '/usr/bin/pdftotext';

/**
 * The tests' tools from Debian's packages (no browser downloads here): Chromium for the end-to-end
 * tests, poppler's pdftotext to read back the PDF reports. Installed if missing and we may.
 */
export function ensureTestTools() {
  const missing = [
    ...(existsSync(CHROMIUM_PATH) ? [] : CHROMIUM_PATH === '/usr/bin/chromium' ? ['chromium'] : []),
    ...(existsSync(PDFTOTEXT_PATH) ? [] : ['poppler-utils']),
  ];
  if (missing.length > 0 && process.getuid?.() === 0) {
    console.log(`Installing Debian's ${missing.join(', ')} (apt-get install -y ${missing.join(' ')})...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...missing]]) {
      const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
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
  if (!existsSync(PDFTOTEXT_PATH)) {
    console.error('pdftotext was not found. The report tests read PDFs back with it: sudo apt-get install -y poppler-utils');
    process.exit(1);
  }
}
