import { HOME_SECTIONS, KSA_SECTIONS, PILOT_SECTIONS } from '@pdpl/contracts';
import type { RouteFamily } from './route-family';

/** What a header or footer entry does: scroll to a section of a page, open a route, or open the assessment. */
export type NavTarget =
  | { kind: 'section'; page: '/' | '/KSA' | '/januarypilot'; anchor: string }
  | { kind: 'route'; to: string }
  | { kind: 'assessment' };

export interface NavItem {
  label: string;
  target: NavTarget;
}

const home = (anchor: string): NavTarget => ({ kind: 'section', page: '/', anchor });
const ksa = (anchor: string): NavTarget => ({ kind: 'section', page: '/KSA', anchor });
const pilot = (anchor: string): NavTarget => ({ kind: 'section', page: '/januarypilot', anchor });
const route = (to: string): NavTarget => ({ kind: 'route', to });

const HOME_ITEMS: NavItem[] = [
  { label: 'Solutions', target: home(HOME_SECTIONS.solutions) },
  { label: 'How it works', target: home(HOME_SECTIONS.howItWorks) },
  { label: 'What makes it different', target: home(HOME_SECTIONS.difference) },
  { label: 'Tiers', target: home(HOME_SECTIONS.resources) },
  { label: 'Use cases', target: home(HOME_SECTIONS.useCases) },
  { label: 'About', target: home(HOME_SECTIONS.about) },
];

const KSA_SECTION_ITEMS: NavItem[] = [
  { label: 'PDPL Key Facts', target: ksa(KSA_SECTIONS.facts) },
  { label: 'Compliance', target: ksa(KSA_SECTIONS.compliance) },
  { label: 'PDPL Compliance Index', target: ksa(KSA_SECTIONS.complianceIndex) },
  { label: 'Self Assessment', target: { kind: 'assessment' } },
  { label: 'Benefits', target: ksa(KSA_SECTIONS.benefits) },
];

const BLOG: NavItem = { label: 'Blog', target: route('/blog') };

const PILOT_ITEMS: NavItem[] = [
  { label: 'Why Join?', target: pilot(PILOT_SECTIONS.whyJoin) },
  { label: 'Who Should Apply?', target: pilot(PILOT_SECTIONS.whoShouldApply) },
  { label: 'FAQs', target: pilot(PILOT_SECTIONS.faqs) },
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
      { label: 'Application', target: route('/pilotapplication') },
      { label: 'FAQs', target: route('/pilotfaq') },
    ];
  }
  const pilotFaq: NavItem = { label: 'Pilot FAQ', target: route('/pilotfaq') };
  if (family === 'ksa') return [...KSA_SECTION_ITEMS, BLOG, pilotFaq, { label: 'Home', target: route('/') }];
  return [...HOME_ITEMS, BLOG, pilotFaq, { label: 'KSA', target: route('/KSA') }];
}

/** The header's buttons beside the menu (HeaderActions decides where each shows). */
export const HEADER_ACTION_LINKS = { ksa: '/KSA', applyNow: '/pilotapplication', contact: '/contact' } as const;

export const LEGAL_LINKS: NavItem[] = [
  { label: 'Contact', target: route('/contact') },
  { label: 'Privacy Policy', target: route('/privacy-policy') },
  { label: 'Terms of Service', target: route('/terms-of-service') },
];

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
  const { page, anchor } = resolveSection(target, onBlogPage);
  return `${page}#${anchor}`;
}
