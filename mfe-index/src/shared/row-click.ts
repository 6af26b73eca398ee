import type { MouseEvent } from 'react';

/**
 * Whether a click on a clickable table row landed on a control of its own (the name's link, a
 * button, the compare checkbox and its label): the control acts, so the row must not act a second time.
 */
export const clickedOwnControl = (e: MouseEvent): boolean => (e.target as HTMLElement).closest('a, button, label, input') !== null;
