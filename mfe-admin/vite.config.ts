import { defineConfig } from 'vite';
import { remoteViteConfig } from '../libs/federation.shared.js';
import { PAGES } from './src/remote-pages';

export default defineConfig(remoteViteConfig({ name: 'mfe_admin', pages: PAGES }));
