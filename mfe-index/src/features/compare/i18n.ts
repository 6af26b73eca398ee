import { defineMessages } from '@pdpl/platform';
import en from './messages/en.json';

/** Texts of the compare page (loaded with its chunk, never on the list). */
export const useCompareMessages = defineMessages<keyof typeof en>({ en, ar: () => import('./messages/ar.json') }).useMessages;
