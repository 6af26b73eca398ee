/** Pilot landing lists (spec §1 and §9), in order; their texts are in ../messages by id. */
export const PILOT_STATS = ['spots', 'duration', 'cost'] as const;

export const PILOT_BENEFITS = ['coPilot', 'workflows', 'onboarding', 'support', 'certificate', 'discount'] as const;

export const WHO_SHOULD_APPLY = ['dpos', 'teams', 'consultants', 'lawyers', 'regulators', 'time'] as const;
