import { registerRemotes } from '@module-federation/runtime';
import { REMOTE_NAMES, RUNTIME_CONFIG_PATH } from '@pdpl/contracts';
import { initAnalytics, loadRuntimeConfig } from '@pdpl/platform';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { guardWorkspaceLibraries } from './remotes/library-guard';

async function start() {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('Root element not found');

  const config = await loadRuntimeConfig(RUNTIME_CONFIG_PATH);
  initAnalytics(config.analyticsId);
  guardWorkspaceLibraries();
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: new URL(config.remotes[name], location.href).href, type: 'module' })));

  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

start().catch((err: unknown) => {
  console.error(err);
  const root = document.getElementById('root');
  if (root) root.textContent = 'The site could not start. Please refresh the page.';
  throw err;
});
