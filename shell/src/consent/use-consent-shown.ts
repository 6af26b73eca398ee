import { analyticsConfigured } from '@pdpl/platform';
import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the site asks for consent (a site with analytics does): only once the frame is live, since
 * the HTML rendered ahead knows no analytics id and hydration must find what it rendered.
 */
export function useConsentShown(): boolean {
  const [live, setLive] = useState(false);
  useEffect(() => startTransition(() => setLive(true)), []);
  return live && analyticsConfigured();
}
