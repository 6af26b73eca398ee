// Kept apart from the schemas so the shell can route to these pages without bundling yup.
/** The admin's leads inbox and data-subject request pages. */
export const LEADS_PAGE_PATH = '/leads';
export const DATA_REQUESTS_PAGE_PATH = '/data-requests';
