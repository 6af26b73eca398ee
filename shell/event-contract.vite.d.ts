import type { Plugin } from 'vite';
export function eventContractScript(): Plugin;
