/** The tests' browser: Debian's Chromium (CHROMIUM_PATH), as the observer launches it. */
import { launchChromium } from '../../src/browser.js';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const launchTestBrowser = () => launchChromium(CHROMIUM_PATH);
