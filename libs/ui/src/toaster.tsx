import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { Notice } from './notify';

/**
 * The toaster and its state machine load with the first notice, not with every page: most visits
 * never show a toast, and they are a sixth of the design system's bytes.
 */
const ToastRegion = lazy(() => import('./toast-region'));

let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Rendered once by the shell's layout: the toast region, from the first notice on. */
export function Toaster() {
  const show = useSyncExternalStore(subscribe, () => wanted, () => false);
  return show ? (
    <Suspense fallback={null}>
      <ToastRegion onMount={markMounted} />
    </Suspense>
  ) : null;
}

/** Shows a notice once the region is on screen, replacing the current one (one toast at a time). */
export async function showToast({ title, description, type = 'info' }: Notice): Promise<void> {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  const [{ toaster }] = await Promise.all([import('./toast-region'), mounted]);
  toaster.remove();
  toaster.create({ title, description, type, closable: true });
}
