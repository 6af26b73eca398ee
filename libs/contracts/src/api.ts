import type { SessionUser } from './auth/login.js';
import type { EditionFileError } from './index-editions/validate.js';

/** REST paths shared by the browser and the API service. */
export const API_PATHS = {
  health: '/api/health',
  ready: '/api/ready',
  docs: '/api/docs',
  /** POST: Content-Security-Policy violation reports from browsers (report-uri and report-to). */
  cspReports: '/api/security/csp-reports',
  waitlist: '/api/leads/waitlist',
  contact: '/api/leads/contact',
  /** Newsletter page and launch notification; the body's `source` tells which. */
  newsletter: '/api/leads/newsletter',
  pilotApplication: '/api/leads/pilot-applications',
  assessmentResults: '/api/assessment/results',
  /** GET ?answers=<15 y/n letters>&locale=: the self-assessment report as a PDF. */
  assessmentReport: '/api/assessment/report',
  /** The four public index reads take `?edition=YYYY-MM` (a published edition; withEdition adds it), else the current edition. */
  companies: '/api/index/companies',
  /** GET ?q=&sort=&dir=&page= (and edition): one page of the list, 20 companies with their ranks (companyPagePath builds it). */
  companyPage: '/api/index/list',
  indexSummary: '/api/index/summary',
  company: (id: string) => `/api/index/companies/${encodeURIComponent(id)}`,
  companyDetails: (id: string) => `/api/index/companies/${encodeURIComponent(id)}/details`,
  /** GET (?locale=ar): the company's score badge, an SVG image to embed elsewhere; 404 outside the current edition. */
  companyBadge: (id: string) => `/api/index/companies/${encodeURIComponent(id)}/badge.svg`,
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  /** POST { code }: the second sign-in step (a TOTP or recovery code), or confirming the app set up at sign-in. */
  loginTwoFactor: '/api/auth/login/two-factor',
  /** POST (signed in): a new authenticator secret to add; confirmed with twoFactorConfirm. */
  twoFactorSetup: '/api/auth/two-factor/setup',
  /** POST { code } (signed in): turns the second factor on; answers the recovery codes once. */
  twoFactorConfirm: '/api/auth/two-factor/confirm',
  session: '/api/auth/session',
  /** Idempotent admin bootstrap from the server's ADMIN_EMAIL / ADMIN_PASSWORD; answers AdminBootstrapResponse. */
  bootstrap: '/api/auth/bootstrap',
  adminPing: '/api/admin/ping',
  /** GET: every staff account. */
  adminStaff: '/api/admin/staff',
  /** POST { email, role }: invites a staff member (a one-time link by e-mail). */
  adminStaffInvitations: '/api/admin/staff/invitations',
  /** POST: disable, enable, or e-mail a password reset to one account. */
  adminStaffDisable: (id: number) => `/api/admin/staff/${id}/disable`,
  adminStaffEnable: (id: number) => `/api/admin/staff/${id}/enable`,
  adminStaffPasswordReset: (id: number) => `/api/admin/staff/${id}/password-reset`,
  /** GET: the staff audit log, newest first. */
  adminStaffAudit: '/api/admin/staff/audit',
  /** POST { token, password }: sets a password from an invitation or reset link. */
  setPassword: '/api/auth/password',
  /** Whether Airtable is configured, the schedule on, and what each table has still to send. */
  adminSyncStatus: '/api/admin/sync/status',
  /** The latest sync_logs, newest first. */
  adminSyncLogs: '/api/admin/sync/logs',
  /** POST: sync one of SYNCABLE_TABLES now. */
  adminSyncTable: (table: string) => `/api/admin/sync/tables/${encodeURIComponent(table)}`,
  /** POST: run the automated (hourly) sync job now. */
  adminSyncRun: '/api/admin/sync/run',
  /** GET: lead submissions matching a LeadsFilter (the query string), newest first, one page. */
  adminLeads: '/api/admin/leads',
  /** GET: every submission matching the same filter as CSV (UTF-8 with BOM), streamed. */
  adminLeadsExport: '/api/admin/leads/export.csv',
  /** GET: one submission with every column. */
  adminLead: (table: string, id: string) => `/api/admin/leads/${encodeURIComponent(table)}/${encodeURIComponent(id)}`,
  /** GET: the data-subject request log, newest first. */
  adminDataRequests: '/api/admin/data-requests',
  /** POST DataRequestInput: everything held about an e-mail address (logged as a look-up). */
  adminDataRequestLookup: '/api/admin/data-requests/lookup',
  /** POST DataRequestInput: the same as a JSON file to hand to the data subject. */
  adminDataRequestExport: '/api/admin/data-requests/export',
  /** POST DataRequestInput: deletes it, here and (by the next sync) in Airtable. */
  adminDataRequestErasure: '/api/admin/data-requests/erasure',
  // Index editions (analysts)
  /** GET: every edition (draft, published, withdrawn), newest month first. */
  adminIndexEditions: '/api/admin/index/editions',
  /** GET: the CSV template of an edition file: the header and one example row. */
  adminIndexEditionTemplate: '/api/admin/index/editions/template.csv',
  /** POST ?month=YYYY-MM, the file as the body (text/csv or application/json): stores it as a draft. */
  adminIndexEditionImport: '/api/admin/index/editions/import',
  /** GET: imports, publications and withdrawals, newest first. */
  adminIndexEditionAudit: '/api/admin/index/editions/audit',
  /** GET: a draft against the current published edition. */
  adminIndexEditionPreview: (id: number) => `/api/admin/index/editions/${id}/preview`,
  /** POST: the draft becomes the published edition of its month. */
  adminIndexEditionPublish: (id: number) => `/api/admin/index/editions/${id}/publish`,
  /** POST: a published edition is no longer public; the previous one is current again. */
  adminIndexEditionWithdraw: (id: number) => `/api/admin/index/editions/${id}/withdraw`,
  /** GET: the render queue of the index's pages: what is left, since when, the last pass, the newest failures (analysts and admins). */
  adminIndexRenders: '/api/admin/index/renders',
  /** GET: the published editions as open data. */
  indexEditions: '/api/index/editions',
  /** GET ?path=: an index page as rendered ahead and stored (RenderedPageResponse), for the shell's image; 404 when none. */
  indexRenderedPage: '/api/index/rendered-page',
  /** GET: one published edition (month YYYY-MM) as a CSV or JSON download. */
  indexEditionDownload: (month: string, format: 'csv' | 'json') => `/api/index/editions/${encodeURIComponent(month)}.${format}`,
  /**
   * GET: one published edition as a Frictionless Tabular Data Package, beside its CSV (the package's
   * resource path is relative: `YYYY-MM.csv`).
   */
  indexEditionPackage: (month: string) => `/api/index/editions/${encodeURIComponent(month)}.datapackage.json`,
} as const;

/** The name of the index reads' edition parameter (see indexEditionQuerySchema). */
export const INDEX_EDITION_PARAM = 'edition';

/** An index read's path for the edition of `month` (YYYY-MM); the current edition's without one. */
export const withEdition = (path: string, month?: string) => (month ? `${path}?${INDEX_EDITION_PARAM}=${encodeURIComponent(month)}` : path);

/** The one error shape every API failure uses. */
export interface ApiErrorBody {
  /** `title`: a toast title the UI may show (pilot application checks). */
  error: {
    code: string;
    message: string;
    title?: string;
    fields?: Record<string, string>;
    /** An edition file refused (VALIDATION_FAILED): every error, each naming its row and column. */
    rows?: EditionFileError[];
  };
}

/** Header that carries the session's CSRF token on cookie-authenticated state changes. */
export const CSRF_HEADER = 'X-CSRF-Token';

/** GET /api/auth/session: the signed-in user and the CSRF token of the session (null when signed out). */
export interface SessionResponse {
  user: SessionUser | null;
  csrfToken: string | null;
}

/** POST /api/auth/bootstrap. */
export interface AdminBootstrapResponse {
  status: 'created' | 'ready';
}

export const API_ERROR_CODES = {
  validation: 'VALIDATION_FAILED',
  duplicate: 'DUPLICATE',
  notFound: 'NOT_FOUND',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  invalidCredentials: 'INVALID_CREDENTIALS',
  rateLimited: 'RATE_LIMITED',
  badRequest: 'BAD_REQUEST',
  /** A submission refused without saying why (the honeypot field was filled). */
  rejected: 'REJECTED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  /** A cookie-authenticated state change without the session's X-CSRF-Token. */
  csrfFailed: 'CSRF_FAILED',
  /** The assessment results were stored but the e-mail could not be sent. */
  emailFailed: 'EMAIL_FAILED',
  /** No admin exists and the server has no ADMIN_EMAIL / ADMIN_PASSWORD to create one. */
  adminNotConfigured: 'ADMIN_NOT_CONFIGURED',
  /** The database cannot be reached for a moment; nothing was stored. Try again shortly. */
  unavailable: 'UNAVAILABLE',
  internal: 'INTERNAL',
} as const;
