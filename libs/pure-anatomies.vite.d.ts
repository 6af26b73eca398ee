import type { Plugin } from 'vite';
export function pureAnatomies(): Plugin;
