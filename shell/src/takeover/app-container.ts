import { PRERENDER } from '@pdpl/contracts';
import { hasEarlyInput, readCopyState } from './copy-state';
import { whenPageSettled } from './page-settled';

/**
 * The live page looks as the copy it replaces: entrance animations (cards fading in one after the
 * other) played on the copy already, so the twin's start at their end rather than blink the
 * content out and in again. Looping ones (a ticker, a spinner) keep running. Reading them styles
 * the twin in this task, ahead of the frame that lays it out and paints it.
 */
function skipEntranceAnimations(twin: HTMLElement): void {
  for (const animation of twin.getAnimations({ subtree: true })) {
    if (animation.effect?.getTiming().iterations !== Infinity) animation.finish();
  }
}

/**
 * Where the app renders. Over HTML that arrived rendered (its clicks kept meanwhile by takeover.js), the
 * app renders into a detached twin that replaces the rendered copy and the empty root, in one task,
 * once its page has settled: the visitor keeps reading the rendered page meanwhile, sees no flash of a
 * spinner or an empty page, and the document never holds two copies of the page. Otherwise into
 * the root itself.
 */
export function appContainer(root: HTMLElement): HTMLElement {
  const rendered = document.querySelector(`[${PRERENDER.rootAttribute}]`);
  if (!rendered) {
    whenPageSettled(root, () => undefined, { graceForData: false });
    return root;
  }
  const twin = document.createElement('div');
  twin.id = root.id;
  // The replay's code comes with the visitor's first act on the copy, before the takeover needs it.
  const replay = () => import('./early-input');
  for (const type of ['pointerdown', 'keydown'] as const) rendered.addEventListener(type, () => void replay(), { once: true, capture: true });
  whenPageSettled(
    twin,
    () => {
      const state = readCopyState(rendered);
      rendered.remove();
      root.replaceWith(twin);
      skipEntranceAnimations(twin);
      if (hasEarlyInput(state)) void replay().then(({ replayEarlyInput }) => replayEarlyInput(twin, state));
    },
    { graceForData: true },
  );
  return twin;
}
