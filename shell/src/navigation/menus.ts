import { HOME_SECTIONS, KSA_SECTIONS, PILOT_SECTIONS, type RouteFamily } from '@pdpl/contracts';
import type { ShellMessage } from '../i18n';

/** What a header or footer entry does: scroll to a section of a page, open a route, open the assessment or the cookie choice. */
export type NavTarget =
  | { kind: 'section'; page: '/' | '/KSA' | '/januarypilot'; anchor: string }
  | { kind: 'route'; to: string }
  | { kind: 'assessment' }
  | { kind: 'cookieSettings' };

export interface NavItem {
  /** The entry's text, a key of the shell's messages. */
  label: ShellMessage;
  target: NavTarget;
}

const home = (anchor: string): NavTarget => ({ kind: 'section', page: '/', anchor });
const ksa = (anchor: string): NavTarget => ({ kind: 'section', page: '/KSA', anchor });
const pilot = (anchor: string): NavTarget => ({ kind: 'section', page: '/januarypilot', anchor });
const route = (to: string): NavTarget => ({ kind: 'route', to });

const HOME_ITEMS: NavItem[] = [
  { label: 'shell.nav.solutions', target: home(HOME_SECTIONS.solutions) },
  { label: 'shell.nav.howItWorks', target: home(HOME_SECTIONS.howItWorks) },
  { label: 'shell.nav.difference', target: home(HOME_SECTIONS.difference) },
  { label: 'shell.nav.tiers', target: home(HOME_SECTIONS.resources) },
  { label: 'shell.nav.useCases', target: home(HOME_SECTIONS.useCases) },
  { label: 'shell.nav.about', target: home(HOME_SECTIONS.about) },
];

const KSA_SECTION_ITEMS: NavItem[] = [
  { label: 'shell.nav.pdplFacts', target: ksa(KSA_SECTIONS.facts) },
  { label: 'shell.nav.compliance', target: ksa(KSA_SECTIONS.compliance) },
  { label: 'shell.nav.complianceIndex', target: ksa(KSA_SECTIONS.complianceIndex) },
  { label: 'shell.nav.selfAssessment', target: { kind: 'assessment' } },
  { label: 'shell.nav.benefits', target: ksa(KSA_SECTIONS.benefits) },
];

const BLOG: NavItem = { label: 'shell.nav.blog', target: route('/blog') };

const PILOT_ITEMS: NavItem[] = [
  { label: 'shell.nav.whyJoin', target: pilot(PILOT_SECTIONS.whyJoin) },
  { label: 'shell.nav.whoShouldApply', target: pilot(PILOT_SECTIONS.whoShouldApply) },
  { label: 'shell.nav.faqs', target: pilot(PILOT_SECTIONS.faqs) },
];

/** The header menu of each family (marketing-ksa-pilot.md §2, Header). */
export function headerMenu(family: RouteFamily): NavItem[] {
  if (family === 'pilot') return PILOT_ITEMS;
  if (family === 'ksa') return [...KSA_SECTION_ITEMS, BLOG];
  return HOME_ITEMS;
}

/** The footer's Quick Links by path (marketing-ksa-pilot.md §2, Footer). */
export function footerQuickLinks(family: RouteFamily): NavItem[] {
  if (family === 'pilot') {
    return [
      { label: 'shell.nav.application', target: route('/pilotapplication') },
      { label: 'shell.nav.faqs', target: route('/pilotfaq') },
    ];
  }
  const pilotFaq: NavItem = { label: 'shell.nav.pilotFaq', target: route('/pilotfaq') };
  if (family === 'ksa') return [...KSA_SECTION_ITEMS, BLOG, pilotFaq, { label: 'shell.nav.home', target: route('/') }];
  return [...HOME_ITEMS, BLOG, pilotFaq, { label: 'shell.nav.ksa', target: route('/KSA') }];
}

/** The header's buttons beside the menu (HeaderActions decides where each shows). */
export const HEADER_ACTION_LINKS = { ksa: '/KSA', applyNow: '/pilotapplication', contact: '/contact' } as const;

export const LEGAL_LINKS: NavItem[] = [
  { label: 'shell.nav.contact', target: route('/contact') },
  { label: 'shell.nav.privacyPolicy', target: route('/privacy-policy') },
  { label: 'shell.nav.termsOfService', target: route('/terms-of-service') },
];

/** Reopens the analytics choice; in the footer only where the site has analytics to ask about. */
export const COOKIE_SETTINGS: NavItem = { label: 'shell.nav.cookieSettings', target: { kind: 'cookieSettings' } };

/** On blog pages the home section names lead to the KSA page (marketing-ksa-pilot.md §2, Header). */
const BLOG_SECTION_MAP: Record<string, string> = {
  [HOME_SECTIONS.solutions]: KSA_SECTIONS.benefits,
  [HOME_SECTIONS.resources]: KSA_SECTIONS.benefits,
  [HOME_SECTIONS.useCases]: KSA_SECTIONS.benefits,
  [HOME_SECTIONS.about]: KSA_SECTIONS.contact,
};

/** Where a section entry leads from the current page, after the blog-page mapping. */
export function resolveSection(target: Extract<NavTarget, { kind: 'section' }>, onBlogPage: boolean): Extract<NavTarget, { kind: 'section' }> {
  const mapped = target.page === '/' && onBlogPage ? BLOG_SECTION_MAP[target.anchor] : undefined;
  return mapped ? { kind: 'section', page: '/KSA', anchor: mapped } : target;
}

export function hrefOf(target: NavTarget, onBlogPage: boolean): string {
  if (target.kind === 'route') return target.to;
  if (target.kind === 'assessment') return `/KSA#${KSA_SECTIONS.assessment}`;
  // Where the cookies are described, for whatever treats the entry as a link.
  if (target.kind === 'cookieSettings') return '/privacy-policy';
  const { page, anchor } = resolveSection(target, onBlogPage);
  return `${page}#${anchor}`;
}
