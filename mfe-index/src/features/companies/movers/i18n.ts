import { defineMessages } from '@pdpl/platform';
import en from './messages/en.json';

export const useMoversMessages = defineMessages<keyof typeof en>({ en, ar: () => import('./messages/ar.json') }).useMessages;
