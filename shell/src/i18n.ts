import { defineMessages } from '@pdpl/platform';
import en from './messages/en.json';

/** The shell's texts (header, footer, 404, error pages): English with the code, Arabic on demand. */
export type ShellMessage = keyof typeof en;

const shellMessages = defineMessages<ShellMessage>({ en, ar: () => import('./messages/ar.json') });

export const useShellMessages = shellMessages.useMessages;
export const loadShellMessages = shellMessages.load;
