import { defineContractTexts, defineMessages } from '@pdpl/platform';
import en from './messages/en.json';

export const useDetailsMessages = defineMessages<keyof typeof en>({ en, ar: () => import('./messages/ar.json') }).useMessages;

/** The rubric's requirement texts, their Arabic a part of its own fetched with this feature's code (a view that also shows index texts calls useIndexContractText too: one translator then has both parts). */
export const useRubricContractText = defineContractTexts('rubric').useMessages;
