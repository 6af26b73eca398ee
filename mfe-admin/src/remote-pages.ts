import { DATA_REQUESTS_PAGE_PATH, LEADS_PAGE_PATH, pageMeta, SET_PASSWORD_PATH, SITE, STAFF_PAGE_PATH, type PageDeclaration } from '@pdpl/contracts';

const admins = { access: { roles: ['admin'] }, prerender: false } as const satisfies Pick<PageDeclaration, 'access' | 'prerender'>;

/** Every page of the admin remote: its build exposes these and publishes them as pages.json for the shell. */
export const PAGES: PageDeclaration[] = [
  {
    path: '/auth',
    component: './src/pages/auth/AuthPage.tsx',
    ...pageMeta('Admin Sign In', `Sign in to the ${SITE.productName} admin area.`, 'admin'),
    access: 'public',
    prerender: false,
  },
  {
    path: '/airtable-sync',
    component: './src/pages/airtable-sync/AirtableSyncPage.tsx',
    ...pageMeta('Airtable Sync', 'Synchronise lead and assessment records to Airtable.', 'admin, sync'),
    ...admins,
  },
  {
    path: STAFF_PAGE_PATH,
    component: './src/pages/staff/StaffPage.tsx',
    ...pageMeta('Staff Accounts', 'Invite staff, manage their access and read the audit log.', 'admin, staff'),
    ...admins,
  },
  {
    path: LEADS_PAGE_PATH,
    component: './src/pages/leads/LeadsPage.tsx',
    ...pageMeta('Leads Inbox', 'Read, filter and export the submissions of the site’s forms.', 'admin, leads'),
    ...admins,
  },
  {
    path: DATA_REQUESTS_PAGE_PATH,
    component: './src/pages/data-requests/DataRequestsPage.tsx',
    ...pageMeta('Data-Subject Requests', 'Look up, export and erase the personal data held about one person, within the PDPL deadline.', 'admin, data-subject requests'),
    ...admins,
  },
  {
    path: SET_PASSWORD_PATH,
    component: './src/pages/set-password/SetPasswordPage.tsx',
    ...pageMeta('Set Your Password', `Choose the password of your ${SITE.productName} staff account.`, 'staff'),
    access: 'public',
    prerender: false,
  },
];
