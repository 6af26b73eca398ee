/** The index's page routes (index-blog-admin.md §2), as router patterns and as links. */
export const INDEX_ROUTES = {
  list: '/PDPLComplianceIndex',
  report: '/PDPLComplianceIndex/:companyId',
  details: '/PDPLComplianceIndex/:companyId/details',
} as const;

export const companyReportPath = (companyId: string) => `${INDEX_ROUTES.list}/${encodeURIComponent(companyId)}`;
export const companyDetailsPath = (companyId: string) => `${companyReportPath(companyId)}/details`;
