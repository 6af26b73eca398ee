import { SITE } from '../site.js';

const product = SITE.productName.toLowerCase();

/**
 * Section anchors of the pages the header and footer link into (marketing-ksa-pilot.md §2).
 * The shell links to these ids and the remotes render them, so both read them from here.
 */
export const HOME_SECTIONS = {
  hero: 'hero',
  solutions: 'solutions',
  /** "anchor contains the product name" */
  howItWorks: `how-${product}-works`,
  /** "anchor contains the product name" */
  difference: `${product}-difference`,
  /** The tiers section is anchored as resources. */
  resources: 'resources',
  useCases: 'use-cases',
  about: 'about',
  contact: 'contact',
} as const;

export const KSA_SECTIONS = {
  facts: 'pdpl-facts',
  assessment: 'pdpl-assessment',
  /** The Build-Operate-Transfer offer, linked as Compliance. */
  compliance: 'ksa-compliance',
  complianceIndex: 'pdpl-compliance-index',
  benefits: 'ksa-benefits',
  contact: 'ksa-contact',
} as const;

/** KSA pages that other parts link to by address (the assessment report and its e-mail); the KSA remote declares them with these paths. */
export const KSA_PAGE_PATHS = {
  ksa: '/KSA',
  pilotApplication: '/pilotapplication',
} as const;

export const PILOT_SECTIONS = {
  whyJoin: 'why-join',
  whoShouldApply: 'who-should-apply',
  faqs: 'faqs',
} as const;

/** The local operating entity shown in the /KSA footer. */
export const KSA_ENTITY = {
  name: 'Mizan Privacy Arabia LLC',
  registration: 'Commercial Registration No. 1010891234',
} as const;

export const FOOTER_TAGLINES = {
  default: SITE.productTagline,
  ksa: 'Expert-Trained AI for PDPL Compliance in Saudi Arabia',
} as const;
