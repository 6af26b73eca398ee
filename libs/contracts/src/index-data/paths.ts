import { ANALYSIS_ROUTES } from '../index-analysis/paths.js';

/** The index's page routes (index-blog-admin.md §2), as router patterns and as links. */
export const INDEX_ROUTES = {
  list: '/PDPLComplianceIndex',
  report: '/PDPLComplianceIndex/:companyId',
  details: '/PDPLComplianceIndex/:companyId/details',
  /** Analysts' pages: import, preview, publish and withdraw editions. */
  editions: '/PDPLComplianceIndex/editions',
  editionPreview: '/PDPLComplianceIndex/editions/:editionId',
  methodology: '/PDPLComplianceIndex/methodology',
  /**
   * An edition's permanent pages (month YYYY-MM). Not under /editions/: /editions/:editionId is the
   * analysts' preview, and a month there would match it too.
   */
  editionList: '/PDPLComplianceIndex/edition/:month',
  editionReport: '/PDPLComplianceIndex/edition/:month/:companyId',
  editionDetails: '/PDPLComplianceIndex/edition/:month/:companyId/details',
  /** 2 to 4 companies side by side; the choice is in the query (`?companies=a,b,c`), so any link reopens it. */
  compare: '/PDPLComplianceIndex/compare',
} as const;

/** The list of an edition (month YYYY-MM): its permanent URL; without a month, the current edition's. */
export const editionListPath = (month?: string) => (month ? INDEX_ROUTES.editionList.replace(':month', month) : INDEX_ROUTES.list);
export const companyReportPath = (companyId: string, month?: string) => `${editionListPath(month)}/${encodeURIComponent(companyId)}`;
export const companyDetailsPath = (companyId: string, month?: string) => `${companyReportPath(companyId, month)}/details`;
/** How many companies the compare page takes, and the query parameter that holds their ids. */
export const COMPARE = { min: 2, max: 4, param: 'companies' } as const;

/** The compare page of these companies, in this order (ids joined by commas, which ids never hold). */
export const companyComparePath = (companyIds: readonly string[]) => `${INDEX_ROUTES.compare}?${COMPARE.param}=${companyIds.map(encodeURIComponent).join(',')}`;

/** The ids a compare URL's `companies` value names: trimmed, empty ones dropped, each once, in order. */
export const parseCompareIds = (value: string | null): string[] => [
  ...new Set(
    (value ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  ),
];

export const editionPreviewPath = (editionId: number) => `${INDEX_ROUTES.editions}/${editionId}`;

/**
 * The static segments under the list (editions, methodology, analysis): the router ranks them above
 * :companyId, so a company with one of these ids could never be reached. The edition validator refuses them.
 */
export const RESERVED_COMPANY_IDS: readonly string[] = [
  ...new Set(
    [...Object.values(INDEX_ROUTES), ...Object.values(ANALYSIS_ROUTES)]
      .map((path) => path.slice(INDEX_ROUTES.list.length + 1).split('/')[0]!)
      .filter((segment) => segment !== '' && !segment.startsWith(':')),
  ),
];
