import { useLayoutEffect, useRef } from 'react';

/**
 * Shows a copy of rendered HTML the app has not taken over yet: inert, so no click or key reaches
 * markup without handlers (as before the takeover), while its text stays on screen. Filled
 * before the browser paints, so it shows up with the page it belongs to.
 */
export function StaticCopy({ content }: { content: DocumentFragment }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const node = box.current;
    node?.replaceChildren(content.cloneNode(true));
    return () => node?.replaceChildren();
  }, [content]);
  return <div ref={box} inert />;
}
