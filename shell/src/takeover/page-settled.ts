import { PRERENDER } from '@pdpl/contracts';

const SETTLE_CHECK_MS = 50;
/** A page whose data is slow shows its own loading state after this long, not the rendered copy. */
const LOADING_GRACE_MS = 1500;

let pageMountedAt: number | null = null;

/** Called by the remote page's wrapper once the page's own code has rendered. */
export function notePageMounted(): void {
  pageMountedAt ??= Date.now();
}

const LOADING = `.chakra-spinner:not([${PRERENDER.loadsWhenVisibleAttribute}] *)`;
const PARTS_LOADING = `[${PRERENDER.partsLoadingAttribute}]`;

/**
 * A page has settled once its main content shows a heading and no spinner (every loading state
 * shows one), except in content that loads only when scrolled near, and no component anywhere is
 * still waiting for its code.
 */
function settled(container: HTMLElement): boolean {
  const main = container.querySelector('main');
  return !!main && !!main.querySelector('h1') && !main.querySelector(LOADING) && !container.querySelector(PARTS_LOADING);
}

/**
 * Calls back once the page rendered in `container` has settled, once it has been loading its data
 * for LOADING_GRACE_MS (with `graceForData`), or after `giveUpMs`; marks <html> when it settled, so the server's capture
 * knows when to take its snapshot. Checked on a short interval rather than on every mutation: a
 * page mutates hundreds of times while it renders.
 */
export function whenPageSettled(container: HTMLElement, callback: () => void, options: { graceForData: boolean; giveUpMs?: number }): void {
  const started = Date.now();
  const giveUpMs = options.giveUpMs ?? 10_000;
  const timer = setInterval(() => {
    const done = settled(container);
    const now = Date.now();
    const waitedForData = options.graceForData && pageMountedAt !== null && now - pageMountedAt >= LOADING_GRACE_MS;
    if (!done && !waitedForData && now - started < giveUpMs) return;
    clearInterval(timer);
    if (done) document.documentElement.setAttribute(PRERENDER.settledAttribute, 'true');
    callback();
  }, SETTLE_CHECK_MS);
}
