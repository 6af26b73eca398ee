import { defineMessages } from './messages';

/**
 * The contracts' own texts (validation messages, toasts, the index's dimension names and bands):
 * English in the code, their Arabic in @pdpl/contracts' messages/ar.json keyed by the English text,
 * the same file the API answers from. `useContractText()(LEAD_MESSAGES.email)` shows it in the
 * page's language; a text without a translation shows in English. The browser loads the catalogue
 * in two parts (split by the contracts' build): this core with every Arabic page; the texts only the
 * self-assessment shows come with its code (mfe-ksa's assessment feature), so pages that never open
 * it do not carry half the catalogue.
 */
const contractMessages = defineMessages<string>({
  en: {},
  ar: () => import('@pdpl/contracts/messages/ar-core.json'),
});

export const useContractText = contractMessages.useMessages;
export const loadContractTexts = contractMessages.load;
