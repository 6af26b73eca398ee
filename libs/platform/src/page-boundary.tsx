import { Suspense, type ReactNode } from 'react';

/**
 * The Suspense boundary around a remote's page, the same in the render ahead and in the shell:
 * hydration finds it where the HTML has it, so the frame is live at once and the page hydrates once
 * its remote's code has arrived (first, if the visitor acts on it).
 */
export function PageBoundary({ fallback = null, children }: { fallback?: ReactNode; children: ReactNode }) {
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
