/** Hero ticker: five items, one every 2 s (marketing-ksa-pilot.md §4, §9). */
export const TICKER_ITEMS = [
  '164+ privacy laws',
  '333M+ companies',
  '2.43M+ DPOs',
  '55k+ data privacy lawyers',
  '203k+ data privacy consultants',
] as const;

export const TICKER_INTERVAL_MS = 2000;

/** The claims shown under the hero (spec §1). */
export const CLAIMS = [
  { value: '160+', label: 'laws covered' },
  { value: '1000s', label: 'of agents' },
  { value: '80%+', label: 'less manual work' },
  { value: '5x+', label: 'team capacity' },
  { value: '70%+', label: 'workload cut for DPIAs' },
] as const;
