/**
 * The visitor's analytics consent: kept in the browser under `storageKey` with its date and the
 * version of the cookie notice (privacy policy §9) it was given under. A choice made under another
 * version is asked again; raise the version when what the notice says about analytics changes.
 */
export const CONSENT = {
  storageKey: 'pdpl_consent',
  policyVersion: '2026-11-26',
} as const;

export type ConsentChoice = 'granted' | 'denied';

export interface ConsentRecord {
  analytics: ConsentChoice;
  /** ISO 8601, when the visitor chose. */
  decidedAt: string;
  policyVersion: string;
}
