import { defineContractTexts, defineMessages } from '@pdpl/platform';
import en from './messages/en.json';

/** Texts of the index's shared pieces (the untranslated notice, the score badge). */
export const useSharedMessages = defineMessages<keyof typeof en>({ en, ar: () => import('./messages/ar.json') }).useMessages;

/** The contracts' texts of the index (dimension names, sectors, bands, the licence), fetched in Arabic with the index's code. */
export const useIndexContractText = defineContractTexts('index').useMessages;
