/**
 * Builds the Express app from its dependencies without listening, so tests drive it with
 * supertest and server.ts owns the process lifecycle.
 */
import express, { type Express } from 'express';
import { API_PATHS } from '@pdpl/contracts';
import type { Knex } from 'knex';
import type pg from 'pg';
import type { Config } from './config.js';
import { announceToStdout, type Announce, type Logger } from './logger.js';
import { apiCors } from './http/cors.js';
import { csrfProtection } from './http/csrf.js';
import { apiNotFound, errorHandler } from './http/error-handler.js';
import { publicWriteLimiter } from './http/rate-limit.js';
import { requestLogging } from './http/request-logging.js';
import { securityHeaders } from './http/security.js';
import { docsRoutes } from './docs/routes.js';
import { createMailer } from './mail/mailer.js';
import { adminRoutes } from './modules/admin/routes.js';
import { assessmentRoutes } from './modules/assessment/routes.js';
import { dataRequestRoutes } from './modules/data-requests/routes.js';
import { appJsonBodyType, editionRoutes } from './modules/editions/routes.js';
import { inboxRoutes } from './modules/inbox/routes.js';
import { createPassport } from './modules/auth/passport.js';
import { authRoutes } from './modules/auth/routes.js';
import { sessionMiddleware } from './modules/auth/session.js';
import { healthRoutes } from './modules/health/routes.js';
import { indexRoutes } from './modules/index/routes.js';
import { leadRoutes } from './modules/leads/routes.js';
import { securityRoutes } from './modules/security/routes.js';
import { staffRoutes } from './modules/staff/routes.js';
import { syncRoutes, type SyncJobTrigger } from './modules/sync/routes.js';
import { createPageCatalog, type PageCatalog } from './web/page-catalog.js';
import { runtimeConfigRoute } from './web/runtime-config.js';
import { webRoutes } from './web/static.js';

export interface AppDeps {
  config: Config;
  db: Knex;
  /** pg Pool on the same database, for the session store. */
  pool: pg.Pool;
  logger: Logger;
  sessionSecret: string;
  /** Seconds between session-table clean-ups; false turns it off (tests). */
  sessionPruneIntervalSeconds?: number | false;
  /** Where a one-time admin password is shown (the admin bootstrap); stdout by default. */
  announce?: Announce;
  /** The scheduler's "run the automated sync now"; absent when it is off (SYNC_SCHEDULE). */
  syncJob?: SyncJobTrigger | null;
  /** The remotes' pages for /config.json; the server loads it at start. Default: read on first request. */
  pageCatalog?: PageCatalog;
}

export const JSON_BODY_LIMIT = '100kb';

export function createApp(deps: AppDeps): Express {
  const { config, db, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  app.use(requestLogging(logger));
  app.use(securityHeaders(config.runtime));

  const authenticator = createPassport(db);
  app.use('/api', apiCors(config.corsOrigins), express.json({ limit: JSON_BODY_LIMIT, type: appJsonBodyType }));
  // Only sign-in and the admin area use sessions: public reads and forms never touch the session store.
  app.use(
    ['/api/auth', '/api/admin'],
    ...sessionMiddleware({
      pool: deps.pool,
      production: config.isProduction,
      secret: deps.sessionSecret,
      idleTimeoutMs: config.session.idleTimeoutMs,
      absoluteTimeoutMs: config.session.absoluteTimeoutMs,
      pruneIntervalSeconds: deps.sessionPruneIntervalSeconds,
    }),
    authenticator.initialize(),
    authenticator.session(),
  );
  app.use(['/api/leads', '/api/assessment'], publicWriteLimiter(db, config.rateLimits.publicWritesPer10Min));
  app.use(['/api/admin', API_PATHS.logout, API_PATHS.twoFactorSetup, API_PATHS.twoFactorConfirm], csrfProtection);

  app.use(healthRoutes(db));
  app.use(securityRoutes());
  app.use(docsRoutes());
  app.use(leadRoutes(db));
  const mailer = createMailer(config.mail, config.dataDir, logger);
  app.use(assessmentRoutes({ db, logger, mailer }));
  app.use(indexRoutes(db, config.indexCacheSeconds * 1000));
  app.use(
    authRoutes(authenticator, {
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
  );
  app.use(adminRoutes());
  app.use(staffRoutes({ db, mailer }));
  app.use(inboxRoutes(db));
  app.use(dataRequestRoutes(db));
  app.use(editionRoutes(db));
  app.use(syncRoutes({ db, airtable: config.airtable, logger, syncJob: deps.syncJob ?? null }));
  app.use('/api', apiNotFound);

  app.use(runtimeConfigRoute(config.runtime, deps.pageCatalog ?? createPageCatalog(config, logger)));
  if (config.web.serve) app.use(webRoutes(config.web.root, logger));
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });

  app.use(errorHandler);
  return app;
}
