import { findPage, localePath, pageManifestOf, type DataPagesEntry, type PageDeclaration, type RemoteName } from '@pdpl/contracts';
import { RemoteRoot } from '@pdpl/ui';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AuthContext } from '../src/auth/AuthProvider';
import { refreshSession, signIn, signOut } from '../src/auth/auth-store';
import { PreloadedResponsesProvider } from '../src/preloaded/preloaded-responses';
import { renderFragment } from './render';
import type { PageModules } from './remote-pages';

/** What a page rendered ahead shows: a visitor who is not signed in. */
const SIGNED_OUT = { loading: false, user: null, signIn, signOut, refresh: refreshSession };

/** A page reads its data in at most this many rounds (a list, then what the list names). */
const MAX_ROUNDS = 4;

/**
 * A remote's data pages (`withData`), rendered with the API's answers (DATA_PAGES_ENTRY): rendered
 * once to learn what the page asks for (its hooks' usePreloaded), then again with the answers,
 * until it asks for nothing new; the answers it used go with it. A page whose data is not public (a 404) renders as null.
 */
export function remoteDataPages(options: { remote: RemoteName; pages: PageDeclaration[]; modules: PageModules; withData: (page: PageDeclaration) => boolean; build: string }): DataPagesEntry & { paths: string[] } {
  const routed = pageManifestOf(options.remote, options.pages).pages.map((page) => ({ ...page, remote: options.remote }));
  return {
    paths: options.pages.filter(options.withData).map((page) => page.path),
    async renderDataPage(pagePath, fetchJson) {
      const found = findPage(routed, pagePath);
      const declared = found && options.pages.find((page) => page.path === found.page.path);
      if (!found || !declared || !options.withData(declared)) return null;
      const load = options.modules[declared.component.replace(/^\.\/src\//, './')];
      if (!load) throw new Error(`${declared.component} is not among the render entry's page modules`);
      const { default: Page } = (await load()) as { default: ComponentType };
      const answers = new Map<string, unknown>();
      for (let round = 0; round < MAX_ROUNDS; round += 1) {
        const asked = new Set<string>();
        const read = (path: string) => (answers.has(path) ? answers.get(path) : void asked.add(path));
        const fragment = await renderFragment(
          <RemoteRoot remote={options.remote} build={options.build}>
            <AuthContext.Provider value={SIGNED_OUT}>
              <PreloadedResponsesProvider value={{ read }}>
                <Routes>
                  <Route path={localePath(found.page.path, found.locale)} element={<Page />} />
                </Routes>
              </PreloadedResponsesProvider>
            </AuthContext.Provider>
          </RemoteRoot>,
          { path: pagePath, pages: routed, root: 'page' },
        );
        // The answers go with the page: its document embeds them, so hydration renders the same.
        if (asked.size === 0) return { ...fragment, data: Object.fromEntries(answers) };
        for (const path of asked) {
          const answer = await fetchJson(path);
          if (answer === null) return null;
          answers.set(path, answer);
        }
      }
      throw new Error(`${pagePath} still asks for more data after ${MAX_ROUNDS} renders`);
    },
  };
}
