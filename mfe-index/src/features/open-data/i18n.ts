import { defineMessages } from '@pdpl/platform';
import en from './messages/en.json';

export const useOpenDataMessages = defineMessages<keyof typeof en>({ en, ar: () => import('./messages/ar.json') }).useMessages;
