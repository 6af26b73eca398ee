import { defineMessages } from '@pdpl/platform';
import en from './messages/en.json';

/** The consent banner's texts: a catalog of their own, loaded with the banner where analytics is configured. */
export const useConsentMessages = defineMessages<keyof typeof en>({ en, ar: () => import('./messages/ar.json') }).useMessages;
