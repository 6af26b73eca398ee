import { PRERENDER } from '@pdpl/contracts';

/** A click or key takeover.js kept from the rendered copy: where its control sat, what it was, and the key (null for a click). */
export interface KeptAction {
  path: number[];
  tag: string;
  text: string;
  key: string | null;
}

export type TypedField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The clicks and keys takeover.js has kept so far (the array it fills). */
export function keptActions(): KeptAction[] {
  return ((window as unknown as Record<string, KeptAction[] | undefined>)[PRERENDER.earlyInputGlobal] ??= []);
}

function pathOf(element: Element, root: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) path.unshift(Array.prototype.indexOf.call(node.parentElement!.children, node));
  return path;
}

/** What the visitor did on the copy that the live page must show too: the text of every field they changed, and where the focus is. */
export interface CopyState {
  fields: { path: number[]; tag: string; text: string; value: string }[];
  focus: number[] | null;
}

/** A field the visitor changed: its value is no longer the one it arrived with. */
function changed(field: TypedField): boolean {
  if (field instanceof HTMLSelectElement) return Array.from(field.options).some((option) => option.selected !== option.defaultSelected);
  // Check boxes and radio buttons are clicks, kept by takeover.js.
  if (field instanceof HTMLInputElement && /^(checkbox|radio)$/.test(field.type)) return false;
  return field.value !== field.defaultValue;
}

/** Read from the copy just before the live page replaces it. */
export function readCopyState(copy: Element): CopyState {
  const fields = Array.from(copy.querySelectorAll<TypedField>('input, textarea, select'))
    .filter(changed)
    .map((field) => ({ path: pathOf(field, copy), tag: field.tagName, text: (field.textContent ?? '').trim(), value: field.value }));
  const focused = document.activeElement;
  return { fields, focus: focused && focused !== copy && copy.contains(focused) ? pathOf(focused, copy) : null };
}

/** Whether anything is to be replayed on the live page (early-input.ts, loaded only then). */
export function hasEarlyInput(state: CopyState): boolean {
  return state.fields.length > 0 || state.focus !== null || keptActions().length > 0;
}
