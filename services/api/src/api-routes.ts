/** Every API route the app serves, as the modules declare them (see src/http/route.ts), in mounting order. */
import type { AppDeps } from './app-deps.js';
import { docsRoutes } from './docs/routes.js';
import type { RouteDeclaration } from './http/route.js';
import { createMailer } from './mail/mailer.js';
import { adminRoutes } from './modules/admin/routes.js';
import { assessmentRoutes } from './modules/assessment/routes.js';
import { announceToStdout } from './logger.js';
import type { Authenticator } from './modules/auth/passport.js';
import { authRoutes } from './modules/auth/routes.js';
import { dataRequestRoutes } from './modules/data-requests/routes.js';
import { editionRoutes } from './modules/editions/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { inboxRoutes } from './modules/inbox/routes.js';
import { analysisRoutes } from './modules/index-analysis/routes.js';
import { indexPagesRoutes } from './modules/index-pages/routes.js';
import { indexRoutes } from './modules/index/routes.js';
import { leadRoutes } from './modules/leads/routes.js';
import { securityRoutes } from './modules/security/routes.js';
import { staffRoutes } from './modules/staff/routes.js';
import { syncRoutes } from './modules/sync/routes.js';

export type ApiRouteDeps = Pick<AppDeps, 'config' | 'db' | 'logger' | 'sessionSecret' | 'announce' | 'syncJob' | 'collection'>;

/** GET /api/docs documents exactly the list returned. */
export function apiRoutes(deps: ApiRouteDeps, authenticator: Authenticator): RouteDeclaration[] {
  const { config, db, logger } = deps;
  const mailer = createMailer(config.mail, config.dataDir, logger);
  const routes: RouteDeclaration[] = [
    ...healthRoutes(db),
    ...securityRoutes(),
    ...docsRoutes(() => routes),
    ...leadRoutes(db),
    ...assessmentRoutes({ db, logger, mailer, siteUrl: config.web.siteUrl }),
    ...indexRoutes(db, config.indexCacheSeconds * 1000),
    ...authRoutes(authenticator, {
      db,
      production: config.isProduction,
      secret: deps.sessionSecret,
      adminTwoFactor: config.adminTwoFactor,
      loginLimits: { perAccount: config.rateLimits.loginPer15Min, perAddress: config.rateLimits.loginPerIpPer15Min },
      bootstrap: {
        db,
        admin: config.admin,
        databaseMode: config.databaseMode,
        dataDir: config.dataDir,
        logger,
        announce: deps.announce ?? announceToStdout,
      },
    }),
    ...adminRoutes(),
    ...staffRoutes({ db, mailer }),
    ...inboxRoutes(db),
    ...dataRequestRoutes(db),
    ...editionRoutes(db),
    ...analysisRoutes(db, deps.collection ?? null),
    ...indexPagesRoutes(db),
    ...syncRoutes({ db, airtable: config.airtable, logger, syncJob: deps.syncJob ?? null }),
  ];
  return routes;
}
