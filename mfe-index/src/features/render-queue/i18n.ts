import { defineMessages } from '@pdpl/platform';
import en from './messages/en.json';

/** Texts of the render queue's panel (the editions page), in English and Arabic. */
export const useRenderQueueMessages = defineMessages<keyof typeof en>({ en, ar: () => import('./messages/ar.json') }).useMessages;
