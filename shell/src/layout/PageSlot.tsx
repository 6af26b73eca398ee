import { PRERENDER } from '@pdpl/contracts';
import { useEffect, useRef } from 'react';
import { mountPageRoot } from '../hydration/roots';

/** Never changes, so React never writes into the slot: the page's root owns what is inside. */
const EMPTY = { __html: '' };

/**
 * Where the page goes: an element the frame's root leaves alone (its content is the page's root's,
 * hydrated from the HTML that arrived rendered, or rendered here once the frame has mounted).
 */
export function PageSlot() {
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => mountPageRoot(slot.current!), []);
  return <div ref={slot} id={PRERENDER.pageRootId} dangerouslySetInnerHTML={EMPTY} suppressHydrationWarning />;
}
