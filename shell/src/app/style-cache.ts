import type { EmotionCache } from '@emotion/cache';
import { PRERENDER, renderedRuleNames } from '@pdpl/contracts';
import { createStyleCache } from '@pdpl/ui';

/**
 * Emotion's cache for the app. Over a page that arrived rendered it starts out knowing the rules the
 * page's <style> already holds, so hydration neither compiles them again nor puts a second copy in
 * the document (163 rules doubled on the index list before).
 */
export function appStyleCache(): EmotionCache {
  const cache = createStyleCache(PRERENDER.emotionKey);
  const rendered = document.querySelector(`style[${PRERENDER.pageStyleAttribute}]`)?.textContent ?? '';
  for (const name of renderedRuleNames(rendered)) cache.inserted[name] = true;
  insertInFreshSheets(cache);
  return cache;
}

/**
 * Each burst of new rules (one commit's, up to the next microtask) goes into a <style> element of
 * its own. Emotion would add every rule to one sheet, and a recipe's rules sit in `@layer recipes`:
 * a layered rule added to a sheet the browser has already styled with makes it restyle and lay out
 * the whole document again (Chromium rebuilds its cascade layers: ~40-130 ms at 4x CPU on the index
 * list, at every commit that brings a new style, during hydration and when a dialog first
 * opens). A sheet that is new since the last style update is only matched against its own rules.
 */
function insertInFreshSheets(cache: EmotionCache): void {
  const { sheet } = cache;
  const insert = sheet.insert.bind(sheet);
  let inBurst = false;
  sheet.insert = (rule: string) => {
    if (!inBurst) {
      inBurst = true;
      queueMicrotask(() => (inBurst = false));
      // Emotion opens a new <style> element when its count of rules in the current one is 0.
      sheet.ctr = 0;
    }
    insert(rule);
  };
}
