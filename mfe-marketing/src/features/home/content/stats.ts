/** Hero ticker: five items, one every 2 s (marketing-ksa-pilot.md §4, §9); texts in messages/. */
export const TICKER_ITEMS = [1, 2, 3, 4, 5] as const;

export const TICKER_INTERVAL_MS = 2000;

/** The claims shown under the hero (spec §1). */
export const CLAIMS = [1, 2, 3, 4, 5] as const;
