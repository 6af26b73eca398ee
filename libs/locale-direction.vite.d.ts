import type { Plugin } from 'vite';
export function localeDirectionByLanguage(): Plugin;
