/** What each language's matchers provide; the ids are the rubric's, so a missing matcher fails to compile. */
import type { SentenceTest, TextTest } from './rule.js';

/** The text requirements judged on the notice as a whole (analyse.ts), not sentence by sentence. */
export const COMPUTED_REQUIREMENTS = [
  'lastUpdated.dated',
  'lastUpdated.recent',
  'overall.sections',
  'overall.plainLanguage',
  'overall.comprehensive',
  'purpose.specific',
] as const;

export type SentenceRequirementId =
  | 'lastUpdated.changes'
  | 'controller.name'
  | 'controller.address'
  | 'controller.contact'
  | 'governance.dpo'
  | 'governance.security'
  | 'governance.breach'
  | 'purpose.stated'
  | 'purpose.limitation'
  | 'legalBasis.stated'
  | 'legalBasis.consent'
  | 'legalBasis.other'
  | 'dataTypes.identity'
  | 'dataTypes.technical'
  | 'dataTypes.collectionMethod'
  | 'sensitive.disclosed'
  | 'sensitive.safeguards'
  | 'rights.informed'
  | 'rights.access'
  | 'rights.copy'
  | 'rights.correction'
  | 'rights.destruction'
  | 'rights.withdrawConsent'
  | 'rights.howToExercise'
  | 'rights.responseTime'
  | 'consent.requested'
  | 'consent.withdraw'
  | 'consent.marketing'
  | 'retention.stated'
  | 'retention.period'
  | 'retention.destruction'
  | 'transfers.disclosed'
  | 'transfers.safeguards'
  | 'sharing.recipients'
  | 'sharing.purpose'
  | 'sharing.processorsBound'
  | 'children.addressed'
  | 'children.guardianConsent'
  | 'dsrContact.email'
  | 'dsrContact.otherChannel'
  | 'dsrContact.complaint';

/** The rubric's bound on the answer to a request (IR Art. 4). */
export const MAX_RESPONSE_DAYS = 30;

/** The kinds of use `purpose.specific` counts: three distinct ones make the purposes specific. */
export const PURPOSE_KINDS = [
  'service',
  'payment',
  'security',
  'identity',
  'communication',
  'marketing',
  'improvement',
  'legal',
  'personalisation',
  'credit',
  'recruitment',
] as const;
export type PurposeKind = (typeof PURPOSE_KINDS)[number];

export interface LanguageMatchers {
  sentences: Record<SentenceRequirementId, SentenceTest>;
  /** Where a kind of use is named, in a sentence or list about the uses of data. */
  purposeKinds: Record<PurposeKind, TextTest>;
  /** A heading over the uses of data ("How we use your information"). */
  purposeHeading: TextTest;
  /** How many uses a sentence about the uses of data names (its normalised text). */
  usesNamed: (norm: string) => number;
}
