/** The admin the e2e server is started with (from the environment, as in production). */
export const E2E_ADMIN = { email: 'e2e-admin@example.test', password: 'e2e-Admin-Passw0rd-long' };
