import { defineConfig } from 'vite';
import { remoteViteConfig } from '../libs/federation.shared.js';

export default defineConfig(
  remoteViteConfig({
    name: 'mfe_ksa',
    exposes: {
      './KsaPage': './src/pages/ksa/KsaPage.tsx',
      './JanuaryPilotPage': './src/pages/january-pilot/JanuaryPilotPage.tsx',
      './PilotApplicationPage': './src/pages/pilot-application/PilotApplicationPage.tsx',
      './PilotFaqPage': './src/pages/pilot-faq/PilotFaqPage.tsx',
    },
  }),
);
