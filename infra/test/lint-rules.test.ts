/**
 * The repository's own lint rules (eslint-rules/), run on code as an app would hold it: a feature
 * importing another feature is an error wherever the paths point; shared code and libraries are not.
 */
import path from 'node:path';
import { RuleTester } from 'eslint';
import noCrossFeatureImports from '../../eslint-rules/no-cross-feature-imports.js';
import { ROOT } from './support-docker/repository.js';

const inApp = (file: string) => path.join(ROOT, file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

// RuleTester declares its own describe/it blocks: a feature may import its own files, the app's shared
// code and libraries, never another feature.
tester.run('no-cross-feature-imports', noCrossFeatureImports, {
  valid: [
    { filename: inApp('mfe-admin/src/features/leads/components/LeadsTable.tsx'), code: "import { x } from '../format';" },
    { filename: inApp('mfe-admin/src/features/leads/components/LeadsTable.tsx'), code: "import { x } from '../../../shared/lead-format';" },
    { filename: inApp('mfe-index/src/features/details/components/DimensionCard.tsx'), code: "import { ScoreBadge } from '../../../shared/ScoreBadge';" },
    { filename: inApp('mfe-index/src/pages/methodology/MethodologyPage.tsx'), code: "import { ScoreBands } from '../../features/methodology/components/ScoreBands';" },
    { filename: inApp('shell/src/features/consent/Banner.tsx'), code: "import { Box } from '@pdpl/ui';" },
    // The same feature name in another app is another app's business.
    { filename: inApp('mfe-ksa/src/features/leads/Form.tsx'), code: "export * from '../../../../mfe-admin/src/features/leads/format';" },
  ],
  invalid: [
    {
      filename: inApp('mfe-admin/src/features/data-requests/components/FoundRecords.tsx'),
      code: "import { LeadFieldList } from '../../leads/components/LeadFieldList';",
      errors: [{ message: "The feature 'data-requests' imports from the feature 'leads': move what both use to src/shared/ or a library." }],
    },
    { filename: inApp('mfe-index/src/features/companies/use-x.ts'), code: "export { EDITION_ROLES } from '../editions/model/roles';", errors: 1 },
    { filename: inApp('mfe-index/src/features/companies/use-x.ts'), code: "export * from '../editions';", errors: 1 },
    { filename: inApp('shell/src/features/a/x.ts'), code: "const lazy = () => import('../b/y');", errors: 1 },
  ],
});
