import { defineContractTexts, defineMessages } from '@pdpl/platform';
import en from './messages/en.json';

/** The self-assessment dialog's texts; the questions and bands are the contracts' (useAssessmentContractText). */
export const useAssessmentMessages = defineMessages<keyof typeof en>({ en, ar: () => import('./messages/ar.json') }).useMessages;

/**
 * The contracts' texts the assessment's views show, in the page's language. Their Arabic is the part
 * of the contracts' catalogue only the assessment uses (split by the contracts' build); defined here,
 * with the assessment's code, so it is fetched when the assessment first opens, not with every
 * Arabic page. The translator is the shared one: the core texts (validation messages) are there too.
 */
export const useAssessmentContractText = defineContractTexts('assessment').useMessages;
