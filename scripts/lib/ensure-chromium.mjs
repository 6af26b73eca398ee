import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';

/** End-to-end tests use Debian's Chromium (no browser downloads here); install it if we may. */
export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  if (CHROMIUM_PATH === '/usr/bin/chromium' && process.getuid?.() === 0) {
    console.log('Chromium is missing: installing Debian\'s chromium package (apt-get install -y chromium)...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
      const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (r.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${r.status})`);
    }
    if (existsSync(CHROMIUM_PATH)) return;
  }
  console.error(
    `Chromium was not found at ${CHROMIUM_PATH}. End-to-end tests need it.\n` +
      '  On Debian/Ubuntu, install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
      '  Or point CHROMIUM_PATH at an installed Chromium or Chrome binary.',
  );
  process.exit(1);
}
