/**
 * The shell's frame (skip link, header, footer) around a slot for the page, rendered by its build
 * (libs/render-pages.mjs) once per language and frame variant (chromeVariant): the site's server
 * puts a remote's rendered page into the slot. No remote is loaded here.
 */
import { CHROME_SAMPLE_PATHS, chromeVariant, LOCALES, localePath, OTHER_LANGUAGE_HREF, PAGE_SLOT, renderedChromeFile, type RoutedPage } from '@pdpl/contracts';
import { AuthProvider } from '@pdpl/platform';
import { renderFragment, withoutLiveMarks, type RenderTargets } from '@pdpl/platform/server';
import { createElement } from 'react';
import { RootErrorBoundary } from './errors/RootErrorBoundary';
import { Layout } from './layout/Layout';

/** The sample paths as public pages with an Arabic twin, so the frame links to them, and switches language, as on any public page. */
const SAMPLE_PAGES: RoutedPage[] = CHROME_SAMPLE_PATHS.map((path) => ({
  path,
  module: './Sample',
  title: path,
  description: path,
  keywords: path,
  access: 'public',
  prerender: true,
  localized: { ar: { title: path, description: path, keywords: path } },
  remote: 'mfe_marketing',
}));

const SLOT_ELEMENT = /^<([a-z-]+)><\/\1>$/.exec(PAGE_SLOT)![1]!;
const LANGUAGE_SWITCH = /<a\b[^>]*data-testid="language-switch"[^>]*>/;

export const targets: RenderTargets = () =>
  LOCALES.flatMap((locale) =>
    CHROME_SAMPLE_PATHS.map((sample) => ({
      file: renderedChromeFile(locale, chromeVariant(sample)),
      async render() {
        const { rawHtml, styles } = await renderFragment(
          <RootErrorBoundary>
            <AuthProvider>
              <Layout>{createElement(SLOT_ELEMENT)}</Layout>
            </AuthProvider>
          </RootErrorBoundary>,
          { path: localePath(sample, locale), pages: SAMPLE_PAGES },
        );
        // The switch leads to the page being shown in the other language: the server knows which.
        const html = rawHtml.replace(LANGUAGE_SWITCH, (tag) => tag.replace(/ href="[^"]*"/, ` href="${OTHER_LANGUAGE_HREF}"`));
        if (!html.includes(PAGE_SLOT) || !html.includes(OTHER_LANGUAGE_HREF)) throw new Error(`The frame of ${sample} (${locale}) has no page slot or language switch`);
        return { html: withoutLiveMarks(html), styles };
      },
    })),
  );
