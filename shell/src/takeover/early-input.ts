import { PRERENDER } from '@pdpl/contracts';

/** A click takeover.js kept from the rendered copy: where its control sat, and what it was. */
interface KeptClick {
  path: number[];
  tag: string;
  text: string;
}

type TypedField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const TYPED = /^(INPUT|SELECT|TEXTAREA)$/;
/** A part of the page still loading its code when the app took over gets this long to show the control. */
const WAIT_FOR_CONTROL_MS = 10_000;

function pathOf(element: Element, root: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) path.unshift(Array.prototype.indexOf.call(node.parentElement!.children, node));
  return path;
}

function at(root: Element, path: number[]): Element | null {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node ?? null;
}

/** The field the visitor was in on the copy, with what they typed, to carry into the app. */
export function readFocusedField(copy: Element): { path: number[]; value: string } | null {
  const focused = document.activeElement;
  if (!focused || !copy.contains(focused) || !TYPED.test(focused.tagName)) return null;
  return { path: pathOf(focused, copy), value: (focused as TypedField).value };
}

/** Sets a field's value as typing does, so React's onChange (and Formik) see it. */
function typeInto(field: TypedField, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Once the app has replaced the rendered copy: each click kept from the copy is replayed, once, on
 * the same control of the live page (found by its place in the tree, and only if it is the same
 * kind of element with the same text, so a page that changed meanwhile gets no wrong action; a
 * control whose part is still loading is waited for, a while); the field the visitor was typing in
 * gets their text and the focus back.
 */
export function replayEarlyInput(live: Element, field: { path: number[]; value: string } | null): void {
  const kept = ((window as unknown as Record<string, KeptClick[] | undefined>)[PRERENDER.earlyInputGlobal] ??= []);
  let pending = kept.splice(0);
  // In order, each once; one whose part of the page is still loading waits for it (and holds back the later ones).
  const replay = () => {
    while (pending.length > 0) {
      const click = pending[0]!;
      const control = at(live, click.path);
      if (!(control instanceof HTMLElement) || control.tagName !== click.tag || (control.textContent ?? '').trim() !== click.text) return false;
      pending = pending.slice(1);
      control.click();
    }
    return true;
  };
  if (!replay()) {
    const observer = new MutationObserver(() => replay() && observer.disconnect());
    observer.observe(live, { childList: true, subtree: true });
    setTimeout(() => observer.disconnect(), WAIT_FOR_CONTROL_MS);
  }
  if (!field) return;
  const target = at(live, field.path);
  if (!target || !TYPED.test(target.tagName)) return;
  if (field.value && (target as TypedField).value !== field.value) typeInto(target as TypedField, field.value);
  (target as HTMLElement).focus();
}
