/**
 * Use cases by tier (spec §3): where a team starts, what it does with the product, what changes.
 * Each case's title, from, to and result are messages (marketing.home.useCases.<tab>.case<n>.*).
 */
export type UseCaseTab = 'core' | 'pro' | 'enterprise';

export const USE_CASE_TABS: { value: UseCaseTab; label: string; cases: readonly (1 | 2 | 3)[] }[] = [
  { value: 'core', label: 'CORE', cases: [1, 2, 3] },
  { value: 'pro', label: 'PRO', cases: [1, 2, 3] },
  { value: 'enterprise', label: 'ENTERPRISE', cases: [1, 2, 3] },
];
