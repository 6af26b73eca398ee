// Kept apart from the schemas so the shell can route to these pages without bundling yup.
/** Page paths of the staff area (the set-password page is where e-mailed links lead). */
export const STAFF_PAGE_PATH = '/staff';
export const SET_PASSWORD_PATH = '/auth/set-password';
export const setPasswordLink = (origin: string, token: string) => `${origin}${SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
