import { useSyncExternalStore } from 'react';
import { createStore } from '../store';

const requested = createStore<string | null>(null);

/** The shell calls this when a header or footer link asks for a section anchor. */
export function requestSection(anchor: string): void {
  requested.setState(anchor);
}

/**
 * The anchor last asked for. A page that renders some sections lazily loads them when one of its
 * anchors is wanted, even when the link was used before the page had mounted (a state, not an event).
 */
export function useRequestedSection(): string | null {
  return useSyncExternalStore(requested.subscribe, requested.getState, () => null);
}
