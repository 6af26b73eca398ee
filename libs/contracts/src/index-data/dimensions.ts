/** The 19 dimension keys and their chart labels (index-blog-admin.md §3). */
export const DIMENSIONS = [
  { key: 'privacyNoticePlacement', label: 'Privacy Notice Placement', section: 'Privacy Notice Placement' },
  { key: 'cookieBannerPlacement', label: 'Cookie Banner', section: 'Cookie Banner Placement' },
  { key: 'privacyNoticeArabic', label: 'Arabic Notice', section: 'Privacy Notice Arabic' },
  { key: 'cookieNoticePlacement', label: 'Cookie Notice', section: 'Cookie Notice Placement' },
  { key: 'lastUpdated', label: 'Last Updated', section: 'Last Updated' },
  { key: 'privacyNoticeOverall', label: 'Privacy Overall', section: 'Privacy Notice Overall' },
  { key: 'dataControllerIdentity', label: 'Controller ID', section: 'Data Controller Identity' },
  { key: 'privacyGovernance', label: 'Governance', section: 'Privacy Governance' },
  { key: 'purposeOfDataCollection', label: 'Purpose', section: 'Purpose of Data Collection' },
  { key: 'legalBasisExplained', label: 'Legal Basis', section: 'Legal basis for Processing Explained' },
  { key: 'personalDataTypes', label: 'Data Types', section: 'Personal Data Types' },
  { key: 'sensitiveDataUsage', label: 'Sensitive Data', section: 'Sensitive Data Usage' },
  { key: 'dataSubjectRights', label: 'Subject Rights', section: 'Data Subject Rights' },
  { key: 'consentMechanisms', label: 'Consent', section: 'Consent Mechanisms' },
  { key: 'dataRetentionPeriod', label: 'Retention', section: 'Data Retention Period' },
  { key: 'crossBorderTransfers', label: 'Cross-Border', section: 'Cross-Border Transfers' },
  { key: 'thirdPartySharing', label: 'Third-Party', section: 'Third-Party Sharing' },
  { key: 'childrensData', label: "Children's Data", section: "Children's Data" },
  { key: 'dsrContactInfo', label: 'DSR Contact', section: 'DSR Contact Info' },
] as const;

export type DimensionKey = (typeof DIMENSIONS)[number]['key'];
export type DimensionScores = Record<DimensionKey, number>;

/** Detailed-analysis display order: fixed and alphabetical (index-blog-admin.md §3). */
export const DETAIL_SECTION_ORDER = [
  "Children's Data",
  'Consent Mechanisms',
  'Cookie Banner Placement',
  'Cookie Notice Placement',
  'Cross-Border Transfers',
  'Data Controller Identity',
  'Data Retention Period',
  'Data Subject Rights',
  'DSR Contact Info',
  'Last Updated',
  'Legal basis for Processing Explained',
  'Personal Data Types',
  'Privacy Governance',
  'Privacy Notice Arabic',
  'Privacy Notice Overall',
  'Privacy Notice Placement',
  'Purpose of Data Collection',
  'Sensitive Data Usage',
  'Third-Party Sharing',
] as const;

// The methodology's texts have a module of their own: the list page reads DIMENSIONS' neighbours
// here and must not ship them (a module is the bundlers' unit). Their module only imports a type.
export { DIMENSION_CHECKS, INDEX_ASPECTS } from './methodology.js';

/** The colour bands of a dimension's score badge (index-blog-admin.md §4, §9): green from 70, yellow from 40, red below. */
export const SCORE_BAND_THRESHOLDS = { green: 70, yellow: 40 } as const;
export type ScoreBand = 'green' | 'yellow' | 'red';

export function scoreBand(score: number): ScoreBand {
  if (score >= SCORE_BAND_THRESHOLDS.green) return 'green';
  if (score >= SCORE_BAND_THRESHOLDS.yellow) return 'yellow';
  return 'red';
}
