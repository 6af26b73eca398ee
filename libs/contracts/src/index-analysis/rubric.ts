/**
 * The rubric the index's analysis applies: for each of the 19 dimensions, the requirements a
 * company's public notices and web site must meet, each with the article of the PDPL (Royal Decree
 * M/19, as amended by M/148) or of its Implementing Regulations ("IR") it comes from, and whether it
 * is judged on the privacy notice's text or on a trait of the site. A dimension's score is the
 * percentage of its requirements met (index-blog-admin.md §2.3). Changing a requirement, or how one
 * is judged, is a new RUBRIC_VERSION: every stored result names the version that produced it.
 */
import type { DimensionKey } from '../index-data/dimensions.js';

export const RUBRIC_VERSION = '2026.11-1';

export type JudgedOn = 'text' | 'trait';
export type LegalSource = 'PDPL' | 'IR';

export interface RubricRequirement {
  /** Stable id, `<dimension area>.<requirement>`: overrides and gold labels name it. */
  id: string;
  dimension: DimensionKey;
  judgedOn: JudgedOn;
  source: LegalSource;
  article: string;
  /** What is required, as the methodology page and the review show it (Arabic in the contracts' messages). */
  text: string;
}

type Row = [id: string, judgedOn: JudgedOn, source: LegalSource, article: string, text: string];

const DEFINITION: Record<DimensionKey, Row[]> = {
  privacyNoticePlacement: [
    ['placement.found', 'trait', 'PDPL', '12', 'A privacy notice is published on the web site.'],
    ['placement.linkedFromHome', 'trait', 'PDPL', '12', 'The home page links to the privacy notice.'],
    ['placement.https', 'trait', 'IR', '23', 'The privacy notice is served over HTTPS.'],
  ],
  cookieBannerPlacement: [
    ['cookieBanner.present', 'trait', 'PDPL', '5', 'The home page shows a cookie banner or consent prompt.'],
    ['cookieBanner.noCookiesBeforeChoice', 'trait', 'PDPL', '5', 'No optional cookies are set before the visitor chooses.'],
    ['cookieBanner.rejectOption', 'trait', 'IR', '11', 'The banner offers a way to refuse optional cookies.'],
  ],
  privacyNoticeArabic: [
    ['arabic.available', 'trait', 'IR', '4', 'The privacy notice is published in Arabic.'],
    ['arabic.langDeclared', 'trait', 'IR', '4', 'The Arabic notice declares its language (lang="ar").'],
    ['arabic.complete', 'trait', 'IR', '4', 'The Arabic notice covers the topics the other language version covers.'],
  ],
  cookieNoticePlacement: [
    ['cookieNotice.found', 'trait', 'PDPL', '12', 'A cookie notice (or a cookie section of the privacy notice) is published.'],
    ['cookieNotice.linkedFromHome', 'trait', 'PDPL', '12', 'The home page links to the cookie notice.'],
    ['cookieNotice.https', 'trait', 'IR', '23', 'The cookie notice is served over HTTPS.'],
  ],
  lastUpdated: [
    ['lastUpdated.dated', 'text', 'PDPL', '12', 'The notice states when it was last updated.'],
    ['lastUpdated.recent', 'text', 'PDPL', '12', 'That date is within the twelve months before the notice was read.'],
    ['lastUpdated.changes', 'text', 'PDPL', '12', 'The notice says how changes to it are announced.'],
  ],
  privacyNoticeOverall: [
    ['overall.sections', 'text', 'PDPL', '12', 'The notice is organised in titled sections.'],
    ['overall.plainLanguage', 'text', 'PDPL', '12', 'Its sentences are short enough to follow (25 words on average or fewer).'],
    ['overall.comprehensive', 'text', 'PDPL', '12', 'It covers at least ten of the fourteen topics the index reads in a notice.'],
  ],
  dataControllerIdentity: [
    ['controller.name', 'text', 'PDPL', '13', 'The notice names the entity responsible for the personal data (the controller).'],
    ['controller.address', 'text', 'PDPL', '13', "It gives the controller's address or registered office."],
    ['controller.contact', 'text', 'PDPL', '13', 'It gives a way to contact the controller (e-mail or telephone).'],
  ],
  privacyGovernance: [
    ['governance.dpo', 'text', 'IR', '32', 'It names a data protection officer or a team responsible for privacy.'],
    ['governance.security', 'text', 'PDPL', '19', 'It describes the measures that protect personal data.'],
    ['governance.breach', 'text', 'PDPL', '20', 'It says how personal data breaches are handled and notified.'],
  ],
  purposeOfDataCollection: [
    ['purpose.stated', 'text', 'PDPL', '12', 'It states the purposes for which personal data is collected.'],
    ['purpose.specific', 'text', 'PDPL', '11', 'The purposes are specific (at least three named uses, such as providing the service, payment or security).'],
    ['purpose.limitation', 'text', 'PDPL', '11', 'It commits not to use personal data for purposes other than those stated.'],
  ],
  legalBasisExplained: [
    ['legalBasis.stated', 'text', 'PDPL', '13', 'It states the legal basis on which personal data is processed.'],
    ['legalBasis.consent', 'text', 'PDPL', '5', 'It says which processing relies on consent.'],
    ['legalBasis.other', 'text', 'PDPL', '6', 'It names a basis other than consent (a contract, a legal obligation or a legitimate interest).'],
  ],
  personalDataTypes: [
    ['dataTypes.identity', 'text', 'PDPL', '12', 'It lists identity and contact data collected (name, e-mail, telephone, national ID).'],
    ['dataTypes.technical', 'text', 'PDPL', '12', 'It lists technical or usage data collected (IP address, device, browsing).'],
    ['dataTypes.collectionMethod', 'text', 'PDPL', '12', 'It says how personal data is collected (from the person, automatically or from others).'],
  ],
  sensitiveDataUsage: [
    ['sensitive.disclosed', 'text', 'PDPL', '1', 'It says whether sensitive data (health, biometric, genetic, religious, criminal or credit data) is processed.'],
    ['sensitive.safeguards', 'text', 'PDPL', '23', 'It states the safeguards or the explicit consent that apply to sensitive data.'],
  ],
  dataSubjectRights: [
    ['rights.informed', 'text', 'PDPL', '4', 'The right to be informed about the processing of personal data.'],
    ['rights.access', 'text', 'PDPL', '4', 'The right to access personal data.'],
    ['rights.copy', 'text', 'PDPL', '4', 'The right to obtain a copy of personal data in a readable format.'],
    ['rights.correction', 'text', 'PDPL', '4', 'The right to have personal data corrected, completed or updated.'],
    ['rights.destruction', 'text', 'PDPL', '4', 'The right to have personal data destroyed (deleted).'],
    ['rights.withdrawConsent', 'text', 'PDPL', '5', 'The right to withdraw consent.'],
    ['rights.howToExercise', 'text', 'IR', '4', 'How to exercise these rights (a request to a named channel).'],
    ['rights.responseTime', 'text', 'IR', '4', 'The time within which a request is answered (at most 30 days).'],
  ],
  consentMechanisms: [
    ['consent.requested', 'text', 'PDPL', '5', 'It says consent is asked for before processing that requires it.'],
    ['consent.withdraw', 'text', 'IR', '12', 'It says how consent can be withdrawn at any time.'],
    ['consent.marketing', 'text', 'PDPL', '25', 'It asks for consent to marketing messages, or offers a way to opt out of them.'],
  ],
  dataRetentionPeriod: [
    ['retention.stated', 'text', 'PDPL', '18', 'It states how long personal data is kept, or the criteria that decide it.'],
    ['retention.period', 'text', 'PDPL', '18', 'It gives at least one concrete period (for example, five years).'],
    ['retention.destruction', 'text', 'PDPL', '18', 'It says personal data is destroyed or anonymised once no longer needed.'],
  ],
  crossBorderTransfers: [
    ['transfers.disclosed', 'text', 'PDPL', '29', 'It says whether personal data is transferred outside the Kingdom.'],
    ['transfers.safeguards', 'text', 'PDPL', '29', 'It states the safeguards applied to such transfers.'],
  ],
  thirdPartySharing: [
    ['sharing.recipients', 'text', 'PDPL', '13', 'It names the recipients or categories of recipients of personal data.'],
    ['sharing.purpose', 'text', 'PDPL', '15', 'It says why personal data is shared with them.'],
    ['sharing.processorsBound', 'text', 'PDPL', '8', 'It says processors are bound by contract to protect the data.'],
  ],
  childrensData: [
    ['children.addressed', 'text', 'IR', '13', "It says how children's personal data is handled (an age threshold or a policy)."],
    ['children.guardianConsent', 'text', 'IR', '13', "It requires a parent's or legal guardian's consent."],
  ],
  dsrContactInfo: [
    ['dsrContact.email', 'text', 'PDPL', '13', 'It gives an e-mail address for privacy requests.'],
    ['dsrContact.otherChannel', 'text', 'PDPL', '13', 'It gives another channel for requests (a form, a telephone number or a postal address).'],
    ['dsrContact.complaint', 'text', 'PDPL', '34', 'It says a complaint can be made to the competent authority (SDAIA).'],
  ],
};

/** Every requirement, in the dimensions' order (DIMENSIONS) and then as listed. */
export const RUBRIC_REQUIREMENTS: readonly RubricRequirement[] = Object.entries(DEFINITION).flatMap(([dimension, rows]) =>
  rows.map(([id, judgedOn, source, article, text]) => ({ id, dimension: dimension as DimensionKey, judgedOn, source, article, text })),
);

/** A dimension's requirements. */
export const requirementsOf = (dimension: DimensionKey): readonly RubricRequirement[] => RUBRIC_REQUIREMENTS.filter((r) => r.dimension === dimension);

export const findRequirement = (id: string): RubricRequirement | undefined => RUBRIC_REQUIREMENTS.find((r) => r.id === id);

/** The dimensions judged on the notice's text alone: `index:analyse` reports these (and may report more). */
export const TEXT_DIMENSIONS: readonly DimensionKey[] = (Object.keys(DEFINITION) as DimensionKey[]).filter((d) =>
  DEFINITION[d].every(([, judgedOn]) => judgedOn === 'text'),
);

/** How an article is cited: "PDPL Art. 4", "IR Art. 32". */
export const citeArticle = (r: Pick<RubricRequirement, 'source' | 'article'>) => `${r.source} Art. ${r.article}`;

/** A dimension's score from its requirements: the percentage met, to one decimal (0 when it has none). */
export function dimensionScore(met: readonly boolean[]): number {
  if (met.length === 0) return 0;
  return Math.round((1000 * met.filter(Boolean).length) / met.length) / 10;
}
