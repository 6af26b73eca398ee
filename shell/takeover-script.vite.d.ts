import type { Plugin } from 'vite';
export function takeoverScript(): Plugin;
