import { PRERENDER } from '@pdpl/contracts';
import type { PreloadedResponses } from '@pdpl/platform';

/** The API answers an index page arrived rendered with (libs/web embeds them): its hydration renders from the same. */
const embedded: Record<string, unknown> = JSON.parse(document.getElementById(PRERENDER.preloadedDataId)?.textContent || '{}') as Record<string, unknown>;

export const preloadedResponses: PreloadedResponses = { read: (path) => embedded[path] };
