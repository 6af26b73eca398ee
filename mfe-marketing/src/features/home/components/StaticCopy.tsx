import type { RenderedRegion } from '@pdpl/platform';
import { useLayoutEffect, useRef } from 'react';

/**
 * Shows a copy of rendered HTML the app has not taken over yet: inert, so no click or key reaches
 * markup without handlers (as before the takeover), while its text stays on screen. Filled before
 * the browser paints, so it shows up with the page it belongs to. Off screen, the browser skips its
 * layout (content-visibility), holding the exact height it had, so nothing below it moves.
 */
export function StaticCopy({ region }: { region: RenderedRegion }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const node = box.current;
    node?.replaceChildren(region.content.cloneNode(true));
    return () => node?.replaceChildren();
  }, [region]);
  return <div ref={box} inert style={{ contentVisibility: 'auto', containIntrinsicSize: `auto ${region.height}px` }} />;
}
