import type { ContractTextArea } from '@pdpl/contracts';
import { defineMessages } from './messages';

/**
 * The contracts' own texts (validation messages, toasts, the index's dimension names and bands):
 * English in the code, their Arabic in @pdpl/contracts' messages/ar.json keyed by the English text,
 * the same file the API answers from. `useContractText()(LEGAL.effectiveDate)` shows it in the page's
 * language; a text without a translation shows in English. The browser loads the catalogue in parts
 * (split by the contracts' build): this core, a few texts, with every Arabic page; each area's part
 * with the features that show it (`defineContractTexts`).
 */
const contractMessages = defineMessages<string>({
  en: {},
  ar: () => import('@pdpl/contracts/messages/ar-core.json'),
});

export const useContractText = contractMessages.useMessages;
export const loadContractTexts = contractMessages.load;

const AREA_SOURCES: Record<ContractTextArea, () => Promise<{ default: unknown }>> = {
  leads: () => import('@pdpl/contracts/messages/ar-leads.json'),
  index: () => import('@pdpl/contracts/messages/ar-index.json'),
  rubric: () => import('@pdpl/contracts/messages/ar-rubric.json'),
  assessment: () => import('@pdpl/contracts/messages/ar-assessment.json'),
};

const areas = new Map<ContractTextArea, ReturnType<typeof defineMessages<string>>>();

/**
 * The contracts' texts of one area (CONTRACT_TEXT_AREAS), for the features that show them: call it
 * where the feature's code is defined (its i18n module), so an Arabic document fetches the part as
 * soon as that code is evaluated, and no page without the feature fetches it. Its `useMessages()`
 * suspends until the part is there; the translator is the shared one, so core texts translate too,
 * and so does the design system's field messages once the part is in.
 */
export function defineContractTexts(area: ContractTextArea) {
  let catalog = areas.get(area);
  if (!catalog) {
    catalog = defineMessages<string>({ en: {}, ar: AREA_SOURCES[area] });
    areas.set(area, catalog);
  }
  return catalog;
}
