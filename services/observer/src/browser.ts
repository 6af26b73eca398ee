/**
 * Debian's Chromium, headless, with the flags a container needs. Browsers are never downloaded.
 *
 * Its profile (a new folder under the temporary directory, removed when the browser closes) allows
 * third-party cookies, as Chrome does by default: Chromium's own default, and that of the incognito
 * contexts each visit uses, blocks them, and the index must see the cookies a site SETS before the
 * visitor chooses, not only those a stricter browser would keep. The visits' contexts are fresh
 * (observe-site.ts): they inherit this setting, never any cookie or storage.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS } from './config.js';

/** Chromium's profile preferences: third-party cookies allowed (0: no cookie controls), no network prediction. */
const PREFERENCES = {
  profile: { cookie_controls_mode: 0, block_third_party_cookies: false },
  net: { network_prediction_options: 2 },
};

export async function launchChromium(executablePath: string): Promise<Browser> {
  if (!existsSync(executablePath)) throw new Error(`Chromium was not found at ${executablePath} (CHROMIUM_PATH; on Debian: apt-get install chromium)`);
  const profile = mkdtempSync(path.join(os.tmpdir(), 'pdpl-observer-chromium-'));
  try {
    mkdirSync(path.join(profile, 'Default'));
    writeFileSync(path.join(profile, 'Default', 'Preferences'), JSON.stringify(PREFERENCES));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath,
      headless: true,
      args: [
        ...CHROMIUM_ARGS,
        // WebRTC only through the proxy: a page's peer connections cannot reach around the address rule (UDP is not proxied).
        '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
      ],
      timeout: 60_000,
    });
    const browser = context.browser();
    if (!browser) throw new Error('Chromium started without a browser handle');
    // The profile goes with the browser: once it has closed (Chromium may still be writing as it disconnects), or crashed.
    const removeProfile = () => rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 }).catch(() => undefined);
    const close = browser.close.bind(browser);
    browser.close = async (options) => {
      await close(options);
      await removeProfile();
    };
    browser.once('disconnected', () => void removeProfile());
    return browser;
  } catch (err) {
    rmSync(profile, { recursive: true, force: true });
    throw err;
  }
}
