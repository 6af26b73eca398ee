import type { SessionUser } from '@pdpl/contracts';

/** Who manages editions: index analysts and admins (the API's requireRole for the edition routes says the same). */
export const EDITION_ROLES: readonly SessionUser['role'][] = ['analyst', 'admin'];
