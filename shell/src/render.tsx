/**
 * The shell's frame (skip link, header, footer) around a slot for the page, rendered by its build
 * (libs/render-pages.mjs) once per language and frame variant (chromeVariant): the site's server
 * puts a remote's rendered page into the slot. No remote is loaded here.
 */
import { CHROME_SAMPLE_PATHS, chromeVariant, LOCALES, localePath, OTHER_LANGUAGE_HREF, PAGE_SLOT, renderedChromeFile, type RoutedPage } from '@pdpl/contracts';
import { renderFragment, type RenderTargets } from '@pdpl/platform/server';
import { Frame } from './app/Frame';

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

const LANGUAGE_SWITCH = /<a\b[^>]*data-testid="language-switch"[^>]*>/;

export const targets: RenderTargets = () =>
  LOCALES.flatMap((locale) =>
    CHROME_SAMPLE_PATHS.map((sample) => ({
      file: renderedChromeFile(locale, chromeVariant(sample)),
      async render() {
        // As the frame's root renders it in the browser (App), which hydrates it.
        const { html: rendered, styles, parts } = await renderFragment(<Frame />, { path: localePath(sample, locale), pages: SAMPLE_PAGES, root: 'frame' });
        // The switch leads to the page being shown in the other language: the server knows which.
        const html = rendered.replace(LANGUAGE_SWITCH, (tag) => tag.replace(/ href="[^"]*"/, ` href="${OTHER_LANGUAGE_HREF}"`));
        if (!html.includes(PAGE_SLOT) || !html.includes(OTHER_LANGUAGE_HREF)) throw new Error(`The frame of ${sample} (${locale}) has no page slot or language switch`);
        return { html, styles, ...(parts ? { parts } : {}) };
      },
    })),
  );
