import { registerRemotes } from '@module-federation/runtime';
import { PRERENDER, REMOTE_NAMES, RUNTIME_CONFIG_PATH } from '@pdpl/contracts';
import { configureAnalytics, documentLocale, loadContractTexts, loadRuntimeConfig } from '@pdpl/platform';
import { preloadNamedParts } from '@pdpl/ui';
import { App, PageApp } from './app/App';
import { loadShellMessages } from './i18n';
import { startRoots } from './hydration/roots';
import { preloadPartsOnFirstInteraction } from './app/preload-parts';
import { loadFullTokens } from './app/full-tokens';
import { guardWorkspaceLibraries } from './remotes/library-guard';

async function start() {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('Root element not found');

  // An Arabic page's frame and shared texts arrive with the config, so the first render has them; so
  // does the code of the design system's parts the page was rendered with, so they hydrate with it,
  // and the design tokens the rendered page left out.
  const locale = documentLocale();
  const parts = rootElement.getAttribute(PRERENDER.partsAttribute)?.split(' ') ?? [];
  const [config] = await Promise.all([loadRuntimeConfig(RUNTIME_CONFIG_PATH), loadShellMessages(locale), loadContractTexts(locale), preloadNamedParts(parts), loadFullTokens()]);
  configureAnalytics(config.analyticsId);
  // Only a site with analytics loads the consent code; an earlier Accept starts the tag before the
  // first render, so its page view is sent.
  if (config.analyticsId) (await import('./consent/follow-consent')).followConsent();
  guardWorkspaceLibraries();
  preloadPartsOnFirstInteraction();
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: new URL(config.remotes[name], location.href).href, type: 'module' })));

  await startRoots(rootElement, <App />, <PageApp />);
}

start().catch((err: unknown) => {
  console.error(err);
  const root = document.getElementById('root');
  if (root) root.textContent = documentLocale() === 'ar' ? 'تعذّر تشغيل الموقع. يرجى تحديث الصفحة.' : 'The site could not start. Please refresh the page.';
  throw err;
});
