/// <reference lib="dom" />
/**
 * Renders a public page in a headless Chromium, as a visitor's browser would, and keeps what it
 * shows: the root's HTML, the CSS rules the page uses (Chakra's emotion styles live only in the
 * CSSOM, not in the <style> tags' text), and its own title and description. One browser, started on first use; captures run one at a time.
 */
import { PRERENDER } from '@pdpl/contracts';
import type { Snapshot } from '@pdpl/web';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import type { Logger } from '../logger.js';

export interface Capturer {
  capture(origin: string, path: string): Promise<Snapshot | null>;
  close(): Promise<void>;
}

/** How long a stopping server waits for its browser to close. */
const CLOSE_WAIT_MS = 5_000;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'];
/** Nothing the capture keeps needs them; the HTML still names them. */
const SKIPPED_RESOURCES = new Set(['image', 'media', 'font']);

/**
 * Runs in the page: everything the first HTML needs to look like the rendered page. The marks of
 * the live app (test hooks, where a remote's code is mounted) are left out of the copy: they name
 * the app's elements, which replace these.
 */
function readPage(staticStyleAttribute: string): Snapshot & { failed: boolean } {
  const root = document.getElementById('root')!;
  const copy = root.cloneNode(true) as HTMLElement;
  for (const attribute of ['data-testid', 'data-remote']) {
    for (const marked of Array.from(copy.querySelectorAll(`[${attribute}]`))) marked.removeAttribute(attribute);
  }
  const css: string[] = [];
  const stylesheets: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    // Already in every document the server sends.
    if (sheet.ownerNode instanceof Element && sheet.ownerNode.hasAttribute(staticStyleAttribute)) continue;
    // Linked sheets are inlined too (one request less before the first paint), unless another
    // origin keeps their rules from script: those stay links.
    let rules: CSSRuleList | null;
    try {
      rules = sheet.cssRules;
    } catch {
      rules = null;
    }
    if (rules) css.push(Array.from(rules, (rule) => rule.cssText).join('\n'));
    else if (sheet.ownerNode instanceof HTMLLinkElement) stylesheets.push(sheet.ownerNode.href);
  }
  const meta = (name: string) => document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null;
  return {
    html: copy.innerHTML,
    css: css.join('\n'),
    stylesheets,
    title: document.title,
    description: meta('description'),
    keywords: meta('keywords'),
    // A remote that failed, or a page that threw: never worth keeping.
    failed: !!root.querySelector('[role="alert"] h1'),
  };
}

/** `allowedOrigins`: where the page may load code and data from besides the site (remotes, API); anything else (analytics) is not loaded. */
export function createCapturer(options: { chromiumPath: string; allowedOrigins: string[]; logger: Logger; timeoutMs?: number }): Capturer {
  const timeoutMs = options.timeoutMs ?? 15_000;
  let context: Promise<{ browser: Browser; context: BrowserContext }> | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  // Captures run in the background: once closed (the server stopping), queued ones start no browser.
  let closed = false;

  const open = () =>
    (context ??= chromium.launch({ executablePath: options.chromiumPath, args: CHROMIUM_ARGS }).then(async (browser) => ({
      browser,
      context: await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' }),
    })));

  async function captureNow(origin: string, path: string): Promise<Snapshot | null> {
    const { context: ctx } = await open();
    const page = await ctx.newPage();
    try {
      const target = new URL(path, origin).href;
      await page.route('**/*', (route) => {
        const request = route.request();
        const from = new URL(request.url()).origin;
        if (SKIPPED_RESOURCES.has(request.resourceType()) || (from !== origin && !options.allowedOrigins.includes(from))) return route.abort();
        if (request.isNavigationRequest() && request.url() === target) {
          return route.continue({ headers: { ...request.headers(), [PRERENDER.requestHeader]: '1' } });
        }
        return route.continue();
      });
      await page.goto(target, { waitUntil: 'domcontentloaded', timeout: timeoutMs });
      await page.waitForSelector(`html[${PRERENDER.settledAttribute}]`, { state: 'attached', timeout: timeoutMs });
      const { failed, ...snapshot } = await page.evaluate(readPage, PRERENDER.staticStyleAttribute);
      return failed ? null : { ...snapshot, stylesheets: snapshot.stylesheets.map((href) => (href.startsWith(origin) ? href.slice(origin.length) : href)) };
    } finally {
      await page.close();
    }
  }

  return {
    capture(origin, path) {
      const run = queue.then(() => (closed ? null : captureNow(origin, path)));
      queue = run.catch(() => undefined);
      return run.catch((err: unknown) => {
        options.logger.warn({ err, path }, 'Page could not be prerendered; serving the plain shell');
        return null;
      });
    },
    async close() {
      closed = true;
      const opened = context;
      context = null;
      if (!opened) return;
      // A browser still starting or capturing under load may not answer: the server stops anyway
      // (Playwright kills the browsers it launched when the process exits).
      const closing = opened.then(({ browser }) => browser.close()).catch(() => undefined);
      await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref())]);
    },
  };
}
