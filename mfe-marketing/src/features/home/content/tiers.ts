import type { BelowFoldMessageKey } from '../below-fold/i18n';

/**
 * A subscription tier (spec §3 "Pricing tier"); no prices are shown, visitors contact sales. Its
 * texts are messages named after `key` (marketing.home.tiers.<key>.*).
 */
export interface Tier {
  tier: 'CORE' | 'PRO' | 'ENTERPRISE';
  key: 'core' | 'pro' | 'enterprise';
  /** The feature list on the card's back. */
  features: BelowFoldMessageKey[];
}

const features = (key: Tier['key'], count: number) => Array.from({ length: count }, (_, i) => `marketing.home.tiers.${key}.feature${i + 1}` as BelowFoldMessageKey);

export const TIERS: Tier[] = [
  { tier: 'CORE', key: 'core', features: features('core', 5) },
  { tier: 'PRO', key: 'pro', features: features('pro', 5) },
  { tier: 'ENTERPRISE', key: 'enterprise', features: features('enterprise', 6) },
];
