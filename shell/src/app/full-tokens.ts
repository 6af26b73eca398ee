import { PRERENDER } from '@pdpl/contracts';

/**
 * A document rendered ahead carries only the design tokens and keyframes its page uses (@pdpl/web):
 * the full set arrives before the app renders anything the HTML lacks (a dialog, a toast, the next
 * page). Resolves on failure too: the page as rendered keeps its styles, and the app still starts.
 */
export function loadFullTokens(): Promise<void> {
  const style = document.querySelector(`style[${PRERENDER.trimmedTokensAttribute}]`);
  const href = style?.getAttribute(PRERENDER.fullTokensAttribute);
  if (!href) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}
