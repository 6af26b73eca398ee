import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noCrossFeatureImports from './eslint-rules/no-cross-feature-imports.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['shell/**/*.tsx', 'mfe-*/**/*.tsx', 'libs/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Apps reach Chakra and the router only through the shared libs, or they would ship a second copy.
    files: ['shell/src/**', 'mfe-*/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@chakra-ui/react', message: 'Import UI from @pdpl/ui (the shared design system).' },
          ],
        },
      ],
    },
  },
  {
    // Feature folders stay independent (bulletproof-react): shared code goes to src/shared/ or a library.
    files: ['shell/src/**', 'mfe-*/src/**'],
    plugins: { pdpl: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } } },
    rules: { 'pdpl/no-cross-feature-imports': 'error' },
  },
  {
    // services/api: domain code (a module's services, rules, repositories; src/domain) knows nothing of
    // HTTP. It throws domain errors (src/domain/errors.ts); only a module's routes files map requests.
    files: ['services/api/src/modules/**/*.ts', 'services/api/src/domain/**/*.ts'],
    ignores: ['services/api/src/modules/**/routes.ts', 'services/api/src/modules/**/*-routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['express', 'express-session', 'express-rate-limit'].map((name) => ({
            name,
            message: 'Domain code knows nothing of HTTP: declare the route in a routes file and throw domain errors here.',
          })),
          patterns: [
            {
              regex: '(^|/)http/',
              message: 'Domain code knows nothing of HTTP: throw a domain error (src/domain/errors.ts); routes and src/http map it.',
            },
          ],
        },
      ],
    },
  },
);
