import { defineConfig } from 'vite';
import { remoteViteConfig } from '../libs/federation.shared.js';

export default defineConfig(
  remoteViteConfig({
    name: 'mfe_index',
    exposes: {
      './IndexPage': './src/pages/index-list/IndexPage.tsx',
      './CompanyReportPage': './src/pages/company-report/CompanyReportPage.tsx',
      './CompanyDetailsPage': './src/pages/company-details/CompanyDetailsPage.tsx',
      './EditionsPage': './src/pages/editions/EditionsPage.tsx',
      './EditionPreviewPage': './src/pages/edition-preview/EditionPreviewPage.tsx',
      './MethodologyPage': './src/pages/methodology/MethodologyPage.tsx',
    },
  }),
);
