/** Facts the legal pages state (marketing-ksa-pilot.md §2, §9); other pages may link or quote them. */
export const LEGAL = {
  effectiveDate: '14 February 2025',
  /** Rights requests are answered within this many days. */
  privacyResponseDays: 30,
  privacyEmail: 'privacy@mizanprivacy.com',
  legalEmail: 'legal@mizanprivacy.com',
  supportEmail: 'support@mizanprivacy.com',
} as const;
