import { defineMessages } from '@pdpl/platform';
import en from './messages/en.json';

export const usePilotFaqPageMessages = defineMessages<keyof typeof en>({ en, ar: () => import('./messages/ar.json') }).useMessages;
