import { defineConfig } from 'vite';
import { remoteViteConfig } from '../libs/federation.shared.js';

export default defineConfig(
  remoteViteConfig({
    name: 'mfe_admin',
    exposes: {
      './AuthPage': './src/pages/auth/AuthPage.tsx',
      './AirtableSyncPage': './src/pages/airtable-sync/AirtableSyncPage.tsx',
      './StaffPage': './src/pages/staff/StaffPage.tsx',
      './LeadsPage': './src/pages/leads/LeadsPage.tsx',
      './DataRequestsPage': './src/pages/data-requests/DataRequestsPage.tsx',
      './SetPasswordPage': './src/pages/set-password/SetPasswordPage.tsx',
    },
  }),
);
