import { defineMessages } from '@pdpl/platform';
import en from './messages/en.json';

export const useMethodologyMessages = defineMessages<keyof typeof en>({ en, ar: () => import('./messages/ar.json') }).useMessages;
