import { defineConfig } from 'vite';
import { remoteViteConfig } from '../libs/federation.shared.js';

export default defineConfig(
  remoteViteConfig({
    name: 'mfe_marketing',
    exposes: {
      './HomePage': './src/pages/home/HomePage.tsx',
      './WaitingListPage': './src/pages/waiting-list/WaitingListPage.tsx',
      './ContactPage': './src/pages/contact/ContactPage.tsx',
      './NewsletterPage': './src/pages/newsletter/NewsletterPage.tsx',
      './BlogPage': './src/pages/blog/BlogPage.tsx',
      './ArticlePage': './src/pages/article/ArticlePage.tsx',
      './PrivacyPolicyPage': './src/pages/privacy-policy/PrivacyPolicyPage.tsx',
      './TermsOfServicePage': './src/pages/terms-of-service/TermsOfServicePage.tsx',
    },
  }),
);
