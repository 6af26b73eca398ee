import { defineConfig } from 'vite';
import { remoteViteConfig } from '../libs/federation.shared.js';

export default defineConfig(
  remoteViteConfig({
    name: 'mfe_index',
    exposes: {
      './IndexPage': './src/pages/index-list/IndexPage.tsx',
      './CompanyReportPage': './src/pages/company-report/CompanyReportPage.tsx',
      './CompanyDetailsPage': './src/pages/company-details/CompanyDetailsPage.tsx',
    },
  }),
);
