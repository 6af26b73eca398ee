import { WINDOW_EVENTS } from '@pdpl/contracts';

/**
 * Requests to open the self-assessment, sent by the shell's header as the `openAssessment` window
 * event. The header may fire while the previous page of this remote is still on screen (it waits
 * for any mfe_ksa root), so a request that arrives before /KSA's dialog listens is kept and
 * delivered as soon as it subscribes.
 */
const listeners = new Set<() => void>();
let pending = false;

// Not in the build's render of the pages (Node has no window, and no one to open it).
if (typeof window !== 'undefined') {
  window.addEventListener(WINDOW_EVENTS.openAssessment, () => {
    if (listeners.size === 0) pending = true;
    else listeners.forEach((listener) => listener());
  });
}

export function onAssessmentRequest(listener: () => void): () => void {
  listeners.add(listener);
  if (pending) {
    pending = false;
    listener();
  }
  return () => {
    listeners.delete(listener);
  };
}
