import { defineMessages } from './messages';

/**
 * The contracts' own texts (validation messages, toasts, the index's dimension names and bands):
 * English in the code, their Arabic in @pdpl/contracts/messages/ar.json keyed by the English text,
 * the same file the API answers from. `useContractText()(LEAD_MESSAGES.email)` shows it in the
 * page's language; a text without a translation shows in English.
 */
const contractMessages = defineMessages<string>({
  en: {},
  ar: () => import('@pdpl/contracts/messages/ar.json'),
});

export const useContractText = contractMessages.useMessages;
export const loadContractTexts = contractMessages.load;
