import { useState } from 'react';

export interface Typed {
  text: string;
  /** The last value read from the URL. */
  seen: string;
  /** Values sent and not yet seen back, oldest first. */
  pending: string[];
}

/** The field after the URL shows `value`: unchanged for a value it sent, replaced by any other. */
export function readBack(typed: Typed, value: string): Typed {
  if (value === typed.seen) return typed;
  const sent = typed.pending.indexOf(value);
  return sent === -1 ? { text: value, seen: value, pending: [] } : { ...typed, seen: value, pending: typed.pending.slice(sent + 1) };
}

/** The field after `text` was typed and sent. */
export const typedIn = (typed: Typed, text: string): Typed => ({ ...typed, text, pending: [...typed.pending, text] });

/**
 * A text field whose value lives in the URL. The router applies a URL change in a transition, so
 * the field cannot read its value back from the URL while someone types: on a busy device an
 * earlier value would land mid-typing, move the caret to the end and glue the next keystrokes to
 * it. The field keeps what was typed; a URL value it did not send itself (Back, a shared link)
 * replaces it.
 */
export function useTypedText(value: string, send: (text: string) => void): [string, (text: string) => void] {
  const [typed, setTyped] = useState<Typed>({ text: value, seen: value, pending: [] });
  if (value !== typed.seen) setTyped(readBack(typed, value));
  return [
    typed.text,
    (text) => {
      setTyped((current) => typedIn(current, text));
      send(text);
    },
  ];
}
