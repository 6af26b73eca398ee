/** The analysts' analysis pages and API: defined once, read by mfe-index and services/api. */
export const ANALYSIS_ROUTES = {
  /** The companies the index watches, their collection and the month's draft. */
  companies: '/PDPLComplianceIndex/analysis',
  /** One company's review for a month (?month=YYYY-MM, else its newest). */
  review: '/PDPLComplianceIndex/analysis/:companyId',
} as const;

export const analysisReviewPath = (companyId: string, month?: string) =>
  `${ANALYSIS_ROUTES.companies}/${encodeURIComponent(companyId)}${month ? `?month=${encodeURIComponent(month)}` : ''}`;

const API = '/api/admin/index/analysis';

export const ANALYSIS_API_PATHS = {
  /** GET: every watched company; POST WatchedCompanyInput: add one. */
  companies: `${API}/companies`,
  /** POST text/csv: add many, all or none, every error by row and column. */
  companiesImport: `${API}/companies/import`,
  /** GET: the CSV template. */
  companiesTemplate: `${API}/companies/template.csv`,
  /** PUT WatchedCompanyInput (its id unchanged): edit; DELETE: stop watching (its history is kept). */
  company: (id: string) => `${API}/companies/${encodeURIComponent(id)}`,
  /** POST { companyId? }: collect one company now, or all of them. */
  collect: `${API}/collect`,
  /** GET: the newest batch's progress and the schedule. */
  progress: `${API}/progress`,
  /** PUT CollectionScheduleInput: the monthly schedule. */
  schedule: `${API}/schedule`,
  /** GET ?month=: the company's review. */
  review: (id: string) => `${API}/companies/${encodeURIComponent(id)}/review`,
  /** POST RequirementOverrideInput. */
  overrides: (id: string) => `${API}/companies/${encodeURIComponent(id)}/overrides`,
  /** POST { month }: the analyst accepts the month's suggestions (with the overrides). */
  accept: (id: string) => `${API}/companies/${encodeURIComponent(id)}/accept`,
  /** GET: the stored versions of the company's notices. */
  versions: (id: string) => `${API}/companies/${encodeURIComponent(id)}/versions`,
  /** GET: a readable diff between two versions of the same notice. */
  versionDiff: (id: string, from: number, to: number) => `${API}/companies/${encodeURIComponent(id)}/versions/${from}/diff/${to}`,
  /** POST { month }: the month's reviewed companies become a draft edition. */
  drafts: `${API}/drafts`,
} as const;
