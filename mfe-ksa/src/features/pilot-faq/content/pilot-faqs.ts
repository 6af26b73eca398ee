/** The pilot's questions; each one's question and answer are in ../messages by id (also its accordion value). */
export type FaqId =
  | 'what-is-pilot'
  | 'cost'
  | 'spots'
  | 'dates'
  | 'who'
  | 'benefits'
  | 'discount'
  | 'logins'
  | 'commitment'
  | 'apply'
  | 'selection'
  | 'onboarding'
  | 'workflows'
  | 'feedback'
  | 'certificate'
  | 'integration'
  | 'hosting'
  | 'real-data'
  | 'languages'
  | 'browsers'
  | 'confidentiality'
  | 'withdraw'
  | 'privacy';

/** The full FAQ of /pilotfaq in its four groups (spec §2). */
export const PILOT_FAQ_GROUPS = [
  { id: 'program-overview', items: ['what-is-pilot', 'cost', 'spots', 'dates', 'who', 'benefits'] },
  { id: 'how-it-works', items: ['apply', 'selection', 'onboarding', 'commitment', 'logins', 'feedback', 'certificate', 'discount'] },
  { id: 'technical-integration', items: ['integration', 'workflows', 'hosting', 'real-data', 'languages', 'browsers'] },
  { id: 'general', items: ['confidentiality', 'withdraw', 'privacy'] },
] as const satisfies readonly { id: string; items: readonly FaqId[] }[];

/** The nine questions /januarypilot shows before linking to the full FAQ. */
export const PILOT_LANDING_FAQS: readonly FaqId[] = ['what-is-pilot', 'cost', 'spots', 'dates', 'who', 'commitment', 'logins', 'discount', 'apply'];
