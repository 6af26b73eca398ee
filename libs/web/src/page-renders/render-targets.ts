/**
 * Every index page to keep rendered, with what it must be rendered from (its remote's build, its
 * data's key), in the order they are rendered: the current edition's permanent pages first, then
 * each past edition's, newest first; in each, its list, then each company's pages together (report,
 * details), in the list's order; each path in its languages. The set is the sitemap's (publicPathsOf).
 */
import { hasArabicTwin, localePath, LOCALES, prerenderable, type RemoteName, type RoutedPage } from '@pdpl/contracts';
import { parametersOf, withCompany, withMonth, type SitemapEntries } from '../seo.js';
import { renderKeysOf } from './render-keys.js';

export interface RenderTarget {
  /** The page's path (`/ar/...` in Arabic). */
  path: string;
  remote: RemoteName;
  build: string;
  dataKey: string;
}

/** A page's paths in its languages: the English one first. */
const inLanguages = (page: RoutedPage, englishPath: string) => (hasArabicTwin(page) ? LOCALES.map((locale) => localePath(englishPath, locale)) : [englishPath]);

/** The pages rendered with the published index's data, of the remotes whose build is known. */
export function dataPagesOf(pages: readonly RoutedPage[], builds: ReadonlyMap<RemoteName, string>): RoutedPage[] {
  return pages.filter((page) => page.renderedWithData && prerenderable(page) && builds.has(page.remote));
}

export function renderTargets(pages: readonly RoutedPage[], builds: ReadonlyMap<RemoteName, string>, entries: SitemapEntries): RenderTarget[] {
  const keys = renderKeysOf(entries.editions);
  const [current, ...past] = entries.editions;
  const withData = dataPagesOf(pages, builds);
  const groups = [
    // Nothing published: the list says so, rendered too.
    { month: null, dataKey: keys.current, companyIds: current?.companyIds ?? [] },
    ...past.map((edition) => ({ month: edition.month, dataKey: keys.months.get(edition.month)!, companyIds: edition.companyIds })),
  ];
  const targets: RenderTarget[] = [];
  for (const group of groups) {
    const ofGroup = withData.filter((page) => parametersOf(page).includes(':month') === (group.month !== null));
    const place = (page: RoutedPage, englishPath: string) => {
      const path = group.month === null ? englishPath : withMonth(englishPath, group.month);
      for (const each of inLanguages(page, path)) targets.push({ path: each, remote: page.remote, build: builds.get(page.remote)!, dataKey: group.dataKey });
    };
    for (const page of ofGroup.filter((each) => !parametersOf(each).includes(':companyId'))) place(page, page.path);
    // A company's report before its details (the shorter path: the page its list links to).
    const companyPages = ofGroup.filter((each) => parametersOf(each).includes(':companyId')).sort((a, b) => a.path.length - b.path.length);
    for (const id of group.companyIds) for (const page of companyPages) place(page, withCompany(page.path, id));
  }
  return targets;
}
