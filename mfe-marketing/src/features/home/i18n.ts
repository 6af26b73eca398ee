import { defineMessages } from '@pdpl/platform';
import en from './messages/en.json';

export type HomeMessageKey = keyof typeof en;
export const useHomeMessages = defineMessages<HomeMessageKey>({ en, ar: () => import('./messages/ar.json') }).useMessages;
