import type { Plugin } from 'vite';
export function arabicFont(): Plugin;
