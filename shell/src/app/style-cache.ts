import createCache, { type EmotionCache } from '@emotion/cache';
import { PRERENDER } from '@pdpl/contracts';

/**
 * Emotion's cache for the app. Over a page that arrived rendered it starts out knowing the rules the
 * page's <style> already holds (their names are on it), so the takeover neither compiles them again
 * nor puts a second copy in the document (163 rules doubled on the index list before).
 */
export function appStyleCache(): EmotionCache {
  const cache = createCache({ key: PRERENDER.emotionKey });
  const names = document.querySelector(`style[${PRERENDER.ruleNamesAttribute}]`)?.getAttribute(PRERENDER.ruleNamesAttribute);
  for (const name of names?.split(' ') ?? []) cache.inserted[name] = true;
  return cache;
}
