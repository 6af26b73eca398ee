import { defineMessages } from '@pdpl/platform';
import en from './messages/en.json';

/** The texts of the sections below the fold: they load with those sections' own chunk. */
export type BelowFoldMessageKey = keyof typeof en;
export const useBelowFoldMessages = defineMessages<BelowFoldMessageKey>({ en, ar: () => import('./messages/ar.json') }).useMessages;
