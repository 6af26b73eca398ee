import { PRERENDER, REMOTE_NAMES, type RemoteName } from '@pdpl/contracts';
import { trackException } from '@pdpl/platform';
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { remoteBuild } from '../remotes/load-remote-page';

/**
 * The shell renders in two React roots: the frame (skip link, header, footer) in #root, and the
 * page inside the frame's slot (PRERENDER.pageRootId). Each is rendered ahead on its own (the shell's
 * build renders the frame, a remote's build or the render queue the page) with its own useId prefix,
 * so each hydrates its own HTML with ids that match, and a remote deployed alone never shifts the
 * frame's. One history and one style cache serve both (SiteProviders).
 */
let pageRoot: Root | 'hydrating' | null = null;
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

/**
 * Whether the page's HTML was rendered by the build of its remote's code now deployed (its root's
 * data-build). During a deployment the two can differ, and markup from one build is not the other's
 * to hydrate: the page is then rendered anew.
 */
async function renderedByDeployedBuild(slot: HTMLElement): Promise<boolean> {
  const rendered = slot.querySelector('[data-remote]');
  const remote = rendered?.getAttribute('data-remote');
  if (!rendered || !REMOTE_NAMES.includes(remote as RemoteName)) return false;
  try {
    return (await remoteBuild(remote as RemoteName)) === rendered.getAttribute('data-build');
  } catch {
    return false; // the page's own boundary shows the remote's failure and its retry
  }
}

/** Over HTML that arrived rendered, hydrates the frame and the page in place; otherwise renders the frame, which mounts the page. */
export async function startRoots(container: HTMLElement, frame: ReactNode, page: ReactNode): Promise<void> {
  pageTree = <StrictMode>{page}</StrictMode>;
  const frameTree = <StrictMode>{frame}</StrictMode>;
  const slot = document.getElementById(PRERENDER.pageRootId);
  if (!container.hasAttribute(PRERENDER.rootAttribute) || !slot) {
    createRoot(container, options('frame')).render(frameTree);
    return;
  }
  pageRoot = 'hydrating';
  // In transitions: hydration then yields to the browser every few milliseconds (time-sliced) instead
  // of holding the main thread for the whole tree in one task, so a tap or a scroll is served at once.
  startTransition(() => void hydrateRoot(container, frameTree, options('frame')));
  if (await renderedByDeployedBuild(slot)) {
    startTransition(() => void (pageRoot = hydrateRoot(slot, pageTree, options('page'))));
    return;
  }
  slot.replaceChildren();
  pageRoot = createRoot(slot, options('page'));
  pageRoot.render(pageTree);
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
