import { answerInLanguage, findPage, localePath, pageManifestOf, type DataPagesEntry, type PageDeclaration, type RemoteName, type RenderedFragment } from '@pdpl/contracts';
import { RemoteRoot } from '@pdpl/ui';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { AuthContext } from '../src/auth/AuthProvider';
import { refreshSession, signIn, signOut } from '../src/auth/auth-store';
import { RenderAheadProvider } from '../src/query/api-query';
import { Route, Routes } from '../src/routing';
import { renderFragment } from './render';
import type { PageModules } from './remote-pages';

/** What a page rendered ahead shows: a visitor who is not signed in. */
const SIGNED_OUT = { loading: false, user: null, signIn, signOut, refresh: refreshSession };

/** The API answered 404: the page's data is not public (a company outside the edition). */
class NotPublic extends Error {}

/**
 * A remote's data pages (`withData`), rendered with the API's answers (DATA_PAGES_ENTRY) in one pass:
 * each data hook (useApiQuery) suspends until its answer is in, and react-dom/static waits for it.
 * The answers go with the page, dehydrated, in its language: its document embeds them, so hydration renders the same.
 * A page whose data is not public (a 404) renders as null; an API that cannot answer fails the render.
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
      // A client of its own: the page's document embeds exactly the answers it used.
      const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
      const read = async (path: string) => {
        const answer = await fetchJson(path);
        if (answer === null) throw new NotPublic(path);
        return answer;
      };
      let fragment: RenderedFragment | null = null;
      let failure: unknown = null;
      try {
        fragment = await renderFragment(
          <RemoteRoot remote={options.remote} build={options.build}>
            <AuthContext.Provider value={SIGNED_OUT}>
              <RenderAheadProvider value={{ client, read }}>
                <Routes>
                  <Route path={localePath(found.page.path, found.locale)} element={<Page />} />
                </Routes>
              </RenderAheadProvider>
            </AuthContext.Provider>
          </RemoteRoot>,
          { path: pagePath, pages: routed, root: 'page' },
        );
      } catch (err) {
        failure = err;
      }
      const errors = client.getQueryCache().getAll().flatMap((query) => (query.state.error ? [query.state.error] : []));
      if (errors.some((err) => err instanceof NotPublic)) return null;
      // The API's own error (the worker tells it apart from a page that cannot render).
      if (errors.length > 0) throw errors[0];
      if (!fragment) throw failure;
      const answers = dehydrate(client);
      // Only the texts of the page's language (the app keys its answers by language as well).
      return { ...fragment, data: { ...answers, queries: answers.queries.map((query) => ({ ...query, state: { ...query.state, data: answerInLanguage(query.state.data, found.locale) } })) } };
    },
  };
}
