/**
 * Replaying what the visitor did on the rendered copy before the app took over: loaded only when
 * there is something to replay (most visitors do nothing that early), see copy-state.ts.
 */
import { keptActions, type CopyState, type KeptAction, type TypedField } from './copy-state';

/** A part of the page still loading its code when the app took over gets this long to show the control. */
const WAIT_FOR_CONTROL_MS = 10_000;

function at(root: Element, path: number[]): Element | null {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node ?? null;
}

/** Sets a field's value as typing does, so React's onChange (and Formik) see it. */
function typeInto(field: TypedField, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** After the next frame: what the last replayed action changed has rendered, as between a visitor's own clicks. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** The kept action's control on the live page, once it is there (a part still loading shows it later); null if it never comes. */
function controlFor(live: Element, action: KeptAction): Promise<HTMLElement | null> {
  const find = () => {
    const control = at(live, action.path);
    return control instanceof HTMLElement && control.tagName === action.tag && (control.textContent ?? '').trim() === action.text ? control : null;
  };
  const found = find();
  if (found) return Promise.resolve(found);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const control = find();
      if (control) done(control);
    });
    const timer = setTimeout(() => done(null), WAIT_FOR_CONTROL_MS);
    function done(control: HTMLElement | null) {
      observer.disconnect();
      clearTimeout(timer);
      resolve(control);
    }
    observer.observe(live, { childList: true, subtree: true });
  });
}

/**
 * Once the app has replaced the rendered copy: the fields the visitor typed in get their text, the
 * element they were on gets the focus back, and each click or key kept from the copy is replayed, once,
 * in order, on the same control of the live page (found by its place in the tree, and only if it
 * is the same kind of element with the same text, so a page that changed meanwhile gets no wrong
 * action; a control whose part is still loading is waited for, a while, holding back the later
 * ones). Each action gets a rendered frame before the next, as a visitor's own would: a form's
 * submit then sees the box ticked just before it.
 */
export async function replayEarlyInput(live: Element, copy: CopyState): Promise<void> {
  for (const field of copy.fields) {
    // A field of a part still loading is waited for too.
    const target = await controlFor(live, { path: field.path, tag: field.tag, text: field.text, key: null });
    if (target && (target as TypedField).value !== field.value) typeInto(target as TypedField, field.value);
  }
  const focus = copy.focus && at(live, copy.focus);
  if (focus instanceof HTMLElement) focus.focus({ preventScroll: true });
  for (const action of keptActions().splice(0)) {
    await nextFrame();
    const control = await controlFor(live, action);
    if (!control) return;
    if (action.key === null) control.click();
    else {
      control.focus();
      control.dispatchEvent(new KeyboardEvent('keydown', { key: action.key, bubbles: true, cancelable: true }));
    }
  }
}
