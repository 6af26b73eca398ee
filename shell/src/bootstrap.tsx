import { registerRemotes } from '@module-federation/runtime';
import { REMOTE_NAMES, RUNTIME_CONFIG_PATH } from '@pdpl/contracts';
import { configureAnalytics, documentLocale, loadContractTexts, loadRuntimeConfig, renderMode } from '@pdpl/platform';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadShellMessages } from './i18n';
import { appContainer } from './takeover/app-container';
import { preloadPartsOnFirstInteraction } from './app/preload-parts';
import { guardWorkspaceLibraries } from './remotes/library-guard';

async function start() {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('Root element not found');

  // An Arabic page's frame and shared texts arrive with the config, so the first render has them.
  const locale = documentLocale();
  const [config] = await Promise.all([loadRuntimeConfig(RUNTIME_CONFIG_PATH), loadShellMessages(locale), loadContractTexts(locale)]);
  configureAnalytics(config.analyticsId);
  // Only a site with analytics loads the consent code; an earlier Accept starts the tag before the
  // first render, so its page view is sent.
  if (config.analyticsId) (await import('./consent/follow-consent')).followConsent();
  guardWorkspaceLibraries();
  preloadPartsOnFirstInteraction();
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: new URL(config.remotes[name], location.href).href, type: 'module' })));

  const takingOver = renderMode() === 'takeover';
  const root = createRoot(appContainer(rootElement));
  const render = () =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  // Over HTML that arrived rendered nobody waits for this render: as a transition, React renders it
  // in slices, leaving the main thread free for the visitor between them.
  if (takingOver) startTransition(render);
  else render();
}

start().catch((err: unknown) => {
  console.error(err);
  const root = document.getElementById('root');
  if (root) root.textContent = documentLocale() === 'ar' ? 'تعذّر تشغيل الموقع. يرجى تحديث الصفحة.' : 'The site could not start. Please refresh the page.';
  throw err;
});
