/** The index's page routes (index-blog-admin.md §2), as router patterns and as links. */
export const INDEX_ROUTES = {
  list: '/PDPLComplianceIndex',
  report: '/PDPLComplianceIndex/:companyId',
  details: '/PDPLComplianceIndex/:companyId/details',
  /** Analysts' pages: import, preview, publish and withdraw editions. */
  editions: '/PDPLComplianceIndex/editions',
  editionPreview: '/PDPLComplianceIndex/editions/:editionId',
  methodology: '/PDPLComplianceIndex/methodology',
} as const;

export const companyReportPath = (companyId: string) => `${INDEX_ROUTES.list}/${encodeURIComponent(companyId)}`;
export const companyDetailsPath = (companyId: string) => `${companyReportPath(companyId)}/details`;
export const editionPreviewPath = (editionId: number) => `${INDEX_ROUTES.editions}/${editionId}`;

/**
 * The static segments under the list (editions, methodology): the router ranks them above
 * :companyId, so a company with one of these ids could never be reached. The edition validator refuses them.
 */
export const RESERVED_COMPANY_IDS: readonly string[] = [
  ...new Set(
    Object.values(INDEX_ROUTES)
      .map((path) => path.slice(INDEX_ROUTES.list.length + 1).split('/')[0]!)
      .filter((segment) => segment !== '' && !segment.startsWith(':')),
  ),
];
