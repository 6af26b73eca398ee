/** Staff roles, apart from the staff forms' schemas so the shell can read them without yup. */
export const STAFF_ROLES = ['admin', 'analyst'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { admin: 'Admin', analyst: 'Index analyst' };
