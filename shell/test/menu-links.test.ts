/**
 * Every internal link of the shell's header, footer and menus must lead to a page a remote
 * declares: the shell owns the menus, the remotes own the pages, and this is where they meet.
 */
import { findPage, mergePageManifests, pageManifestOf, type RoutedPage, logoTarget, type RouteFamily } from '@pdpl/contracts';
import { PAGES as ADMIN_PAGES } from '../../mfe-admin/src/remote-pages';
import { PAGES as INDEX_PAGES } from '../../mfe-index/src/remote-pages';
import { PAGES as KSA_PAGES } from '../../mfe-ksa/src/remote-pages';
import { PAGES as MARKETING_PAGES } from '../../mfe-marketing/src/remote-pages';
import { footerQuickLinks, HEADER_ACTION_LINKS, headerMenu, hrefOf, LEGAL_LINKS } from '../src/navigation/menus';

const FAMILIES: RouteFamily[] = ['home', 'ksa', 'pilot', 'other'];

function declaredPages(): RoutedPage[] {
  return mergePageManifests([
    pageManifestOf('mfe_marketing', MARKETING_PAGES),
    pageManifestOf('mfe_ksa', KSA_PAGES),
    pageManifestOf('mfe_index', INDEX_PAGES),
    pageManifestOf('mfe_admin', ADMIN_PAGES),
  ]);
}

/** Every href the shell can render, from every page family, on and off blog pages. */
function shellLinks(): string[] {
  const hrefs = FAMILIES.flatMap((family) =>
    [true, false].flatMap((onBlog) => [...headerMenu(family), ...footerQuickLinks(family), ...LEGAL_LINKS].map((item) => hrefOf(item.target, onBlog))),
  );
  hrefs.push(...Object.values(HEADER_ACTION_LINKS), logoTarget('/'), logoTarget('/januarypilot'));
  return [...new Set(hrefs)];
}

function undeclared(links: string[], pages: readonly RoutedPage[]): string[] {
  return links.filter((href) => !findPage(pages, href.split('#')[0]!));
}

describe('the shell’s links and the remotes’ pages', () => {
  it('finds a declared page behind every header, footer and menu link', () => {
    const links = shellLinks();
    expect(links.length).toBeGreaterThan(15);
    expect(undeclared(links, declaredPages())).toEqual([]);
  });

  it('names a link whose page no remote declares any more', () => {
    const pages = declaredPages().filter((page) => page.path !== '/pilotfaq' && page.path !== '/contact');
    expect(undeclared(shellLinks(), pages).sort()).toEqual(['/contact', '/pilotfaq']);
  });

  it('links to sections of pages the remotes declare, never to a bare anchor', () => {
    const sectionLinks = shellLinks().filter((href) => href.includes('#'));
    expect(sectionLinks).toEqual(expect.arrayContaining(['/#about', '/KSA#pdpl-compliance-index']));
    for (const href of sectionLinks) expect(href).toMatch(/^\/[^#]*#[a-z0-9-]+$/);
  });
});
