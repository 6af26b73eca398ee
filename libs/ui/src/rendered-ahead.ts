import { useId } from 'react';

/**
 * Whether this component's first render shows what the render ahead showed: in Node (an app's
 * build, or the render queue's for the index's pages), and in the browser while React hydrates
 * that HTML; false for a component mounted later in the browser. Content a page defers until an
 * interaction (the home page's lower sections) renders at once when true, so the hydrated page is
 * the page that was painted. Keep the answer in state where it must last.
 *
 * Read from the component's useId: React makes ids from the tree's shape when it renders to HTML or
 * hydrates (marked `R`), and from a counter in the browser otherwise (`r`). Unlike a store read with
 * a server snapshot, it never renders the component again once hydrated: such an urgent update
 * would reach a part whose code is still loading and make React render it anew instead of hydrating it.
 */
export function useRenderedAhead(): boolean {
  return useId().includes('R');
}
