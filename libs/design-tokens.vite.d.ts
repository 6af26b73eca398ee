import type { Plugin } from 'vite';
export function trimmedTokens(): Plugin;
