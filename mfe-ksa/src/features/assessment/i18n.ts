import { defineMessages } from '@pdpl/platform';
import en from './messages/en.json';

/** The self-assessment dialog's texts; the questions and bands are the contracts' (useContractText). */
export const useAssessmentMessages = defineMessages<keyof typeof en>({ en, ar: () => import('./messages/ar.json') }).useMessages;
