import type { Plugin } from 'vite';
export function lazyGlobalCss(): Plugin;
export function designSystemCss(): Plugin;
