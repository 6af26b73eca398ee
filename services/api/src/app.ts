/**
 * Builds the Express app from its dependencies without listening, so tests drive it with
 * supertest and server.ts owns the process lifecycle.
 */
import { requestMetrics, securityHeaders } from '@pdpl/web';
import express, { type Express } from 'express';
import { apiRoutes } from './api-routes.js';
import type { AppDeps } from './app-deps.js';
import { apiCors } from './http/cors.js';
import { apiNotFound, errorHandler } from './http/error-handler.js';
import { mountRoutes } from './http/mount-routes.js';
import { publicWriteLimiter } from './http/rate-limit.js';
import { requestLogging } from './http/request-logging.js';
import { sessionMiddleware } from './http/session.js';
import { createApiMetrics } from './metrics.js';
import { appJsonBodyType } from './modules/editions/routes.js';
import { createPassport } from './modules/auth/passport.js';
import { pageCatalogOf, renderedPagesOf, siteRouter } from './site.js';

export type { AppDeps } from './app-deps.js';

export const JSON_BODY_LIMIT = '100kb';

export function createApp(deps: AppDeps): Express {
  const { config, db, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  const renderedPages = config.web.serve ? (deps.renderedPages ?? renderedPagesOf(config, db, logger)) : null;
  const metrics = deps.metrics ?? createApiMetrics({ db, pool: deps.pool, renderedPages: () => renderedPages });
  // The site's documents are timed by their page's pattern, read from the catalog made below.
  app.use(requestMetrics(metrics.requestDuration, { pages: config.web.serve ? () => catalog.current() : undefined }));
  app.use(requestLogging(logger));
  app.use(securityHeaders(config.runtime));

  app.use('/api', apiCors(config.corsOrigins), express.json({ limit: JSON_BODY_LIMIT, type: appJsonBodyType }));
  // Each route gets the session, CSRF check, role guard or public-form limit its declaration asks for.
  const authenticator = createPassport(db);
  const session = sessionMiddleware({
    pool: deps.pool,
    production: config.isProduction,
    secret: deps.sessionSecret,
    idleTimeoutMs: config.session.idleTimeoutMs,
    absoluteTimeoutMs: config.session.absoluteTimeoutMs,
    pruneIntervalSeconds: deps.sessionPruneIntervalSeconds,
  });
  const catalog = deps.pageCatalog ?? pageCatalogOf(config, logger);
  app.use(
    mountRoutes(apiRoutes(deps, authenticator), {
      session: [...session, authenticator.initialize(), authenticator.session()],
      publicWriteLimit: publicWriteLimiter(db, config.rateLimits.publicWritesPer10Min),
    }),
  );
  app.use('/api', apiNotFound);

  // Everything else is the site's (@pdpl/web), when this server serves it.
  if (config.web.serve) app.use(siteRouter({ config, db, logger, catalog, renderedPages }));
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });

  app.use(errorHandler);
  return app;
}
