import { hasArabicTwin, localePath, pageManifestOf, prerenderable, renderedPageFile, type Locale, type PageDeclaration, type RemoteName } from '@pdpl/contracts';
import { RemoteRoot } from '@pdpl/ui';
import type { ComponentType } from 'react';
import { renderFragment } from './render';
import type { RenderTarget } from './targets';

/** A remote's page modules, as `import.meta.glob('./pages/**\/*.tsx')` in its src/render.tsx gives them. */
export type PageModules = Record<string, () => Promise<unknown>>;

/**
 * The render targets of a remote: each public, prerenderable page that `withoutData` accepts (the
 * build has no API to ask), in each of its languages, inside its remote's root as the shell mounts it.
 */
export function remotePageTargets(options: { remote: RemoteName; pages: PageDeclaration[]; modules: PageModules; withoutData: (page: PageDeclaration) => boolean; build: string }): RenderTarget[] {
  const routed = pageManifestOf(options.remote, options.pages).pages.map((page) => ({ ...page, remote: options.remote }));
  return options.pages
    .filter((page) => prerenderable(page) && !page.path.includes(':') && options.withoutData(page))
    .flatMap((page) =>
      (hasArabicTwin(page) ? (['en', 'ar'] as Locale[]) : (['en'] as Locale[])).map((locale): RenderTarget => {
        const path = localePath(page.path, locale);
        return {
          file: renderedPageFile(path),
          page: { path: page.path, locale },
          async render() {
            const load = options.modules[page.component.replace(/^\.\/src\//, './')];
            if (!load) throw new Error(`${page.component} is not among the render entry's page modules`);
            const { default: Page } = (await load()) as { default: ComponentType };
            return renderFragment(
              <RemoteRoot remote={options.remote} build={options.build}>
                <Page />
              </RemoteRoot>,
              { path, pages: routed, root: 'page' },
            );
          },
        };
      }),
    );
}
