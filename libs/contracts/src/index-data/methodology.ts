/** The texts of the public methodology page that the contracts define (index-blog-admin.md §1, §3). */
import type { DimensionKey } from './dimensions.js';

/** The three aspects every dimension is scored on (index-blog-admin.md §1). */
export const INDEX_ASPECTS = [
  { key: 'clarity', name: 'Clarity', question: 'Are data practices communicated understandably?' },
  { key: 'completeness', name: 'Completeness', question: 'Are all relevant privacy topics covered?' },
  { key: 'compliance', name: 'Compliance', question: 'Do disclosures meet PDPL obligations and industry norms?' },
] as const;

/** What each dimension checks in a company's public notices and web site (the methodology page). */
export const DIMENSION_CHECKS: Record<DimensionKey, string> = {
  privacyNoticePlacement: 'Whether the privacy notice is easy to find: linked from the home page and from every page of the site.',
  cookieBannerPlacement: 'Whether a cookie banner appears on the first visit, before optional cookies are set, and offers a real choice.',
  privacyNoticeArabic: 'Whether the privacy notice is published in Arabic, as complete as any other language version.',
  cookieNoticePlacement: 'Whether a cookie notice explains the cookies used and is linked where visitors can find it.',
  lastUpdated: 'Whether the notice states when it was last updated, and how recently that was.',
  privacyNoticeOverall: 'The notice as a whole: its structure, plain language and how well a reader can follow it.',
  dataControllerIdentity: 'Whether the notice names the company responsible for the personal data (the controller) and how to reach it.',
  privacyGovernance: 'Whether the notice says who oversees privacy, such as a data protection officer or a privacy team.',
  purposeOfDataCollection: 'Whether each purpose for collecting personal data is stated specifically.',
  legalBasisExplained: 'Whether the legal basis of each processing activity (consent, contract, legal obligation, legitimate interest) is explained.',
  personalDataTypes: 'Whether the kinds of personal data collected are listed.',
  sensitiveDataUsage: 'Whether the notice says if sensitive data (such as health, biometric or financial data) is processed, and with what safeguards.',
  dataSubjectRights: 'Whether the rights the PDPL gives individuals (to be informed, to access, correct and delete their data) are described, with how to use them.',
  consentMechanisms: 'Whether consent is asked for where the law requires it, and how it can be withdrawn.',
  dataRetentionPeriod: 'Whether the notice states how long each kind of personal data is kept, or the criteria that decide it.',
  crossBorderTransfers: 'Whether transfers of personal data outside the Kingdom are disclosed, with their safeguards.',
  thirdPartySharing: 'Whether the notice says which third parties receive personal data, and why.',
  childrensData: "Whether the notice says how children's data is handled, including a parent's consent.",
  dsrContactInfo: 'Whether a contact point for data-subject requests (an e-mail address, a form or a postal address) is given.',
};
