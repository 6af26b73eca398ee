import { PRERENDER } from '@pdpl/contracts';
import { trackException } from '@pdpl/platform';
import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';

/**
 * The shell renders in two React roots: the frame (skip link, header, footer) in #root, and the
 * page inside the frame's slot (PRERENDER.pageRootId). Each is rendered ahead on its own (the shell's
 * build renders the frame, a remote's build or the render queue the page) with its own useId prefix,
 * so each hydrates its own HTML with ids that match, and a remote deployed alone never shifts the
 * frame's. One history and one style cache serve both (SiteProviders).
 */
let pageRoot: Root | null = null;
let pageTree: ReactNode = null;

/** React could not hydrate part of the page as it arrived (its markup differed): reported, and that part renders anew. */
function onRecoverableError(error: unknown): void {
  console.error('Hydration error', error);
  trackException(`Hydration error: ${error instanceof Error ? error.message : String(error)}`, false);
}

const options = (root: keyof typeof PRERENDER.idPrefixes): RootOptions => ({ identifierPrefix: PRERENDER.idPrefixes[root], onRecoverableError });

/** Called by the frame's slot once mounted: renders the page there unless it is hydrating already. */
export function mountPageRoot(slot: HTMLElement): void {
  if (pageRoot) return;
  pageRoot = createRoot(slot, options('page'));
  pageRoot.render(pageTree);
}

/** Over HTML that arrived rendered, hydrates the frame and the page in place; otherwise renders the frame, which mounts the page. */
export function startRoots(container: HTMLElement, frame: ReactNode, page: ReactNode): void {
  pageTree = <StrictMode>{page}</StrictMode>;
  const frameTree = <StrictMode>{frame}</StrictMode>;
  const slot = document.getElementById(PRERENDER.pageRootId);
  if (!container.hasAttribute(PRERENDER.rootAttribute) || !slot) {
    createRoot(container, options('frame')).render(frameTree);
    return;
  }
  hydrateRoot(container, frameTree, options('frame'));
  pageRoot = hydrateRoot(slot, pageTree, options('page'));
}

let framed = false;
let paged = false;

function markWhenBoth(): void {
  if (framed && paged) document.documentElement.setAttribute(PRERENDER.hydratedAttribute, '');
}

/** The frame's first commit (hydrated, or rendered). */
export function noteFrameLive(): void {
  framed = true;
  markWhenBoth();
}

/** The page's own code has committed (its boundary hydrated, or rendered). */
export function notePageLive(): void {
  paged = true;
  markWhenBoth();
}
