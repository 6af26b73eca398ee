/**
 * The parts of the contracts' Arabic catalogue the browser loads apart from its core, each with the
 * features that show them (`defineContractTexts` in @pdpl/platform): a part holds the texts that only
 * the exports of its folders here use (the contracts' build splits `ar.json`, scripts/split-arabic.mjs,
 * into `ar-<area>.json` and `ar-core.json`). A text two areas share stays in the core, which every
 * Arabic page loads before it hydrates.
 */
export const CONTRACT_TEXT_AREAS = {
  leads: ['leads'],
  index: ['index-data', 'index-editions'],
  rubric: ['index-analysis'],
  assessment: ['assessment'],
} as const satisfies Record<string, readonly string[]>;

export type ContractTextArea = keyof typeof CONTRACT_TEXT_AREAS;
