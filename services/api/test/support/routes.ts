import type { Knex } from 'knex';
import { apiRoutes } from '../../src/api-routes.js';
import type { Config } from '../../src/config.js';
import { createKnex } from '../../src/db/knex.js';
import { openApiDocument, type OpenApiDocument } from '../../src/docs/openapi.js';
import type { RouteDeclaration } from '../../src/http/route.js';
import { createPassport } from '../../src/modules/auth/passport.js';
import { TEST_SESSION_SECRET, testConfig } from './app.js';
import { silentLogger, testDatabaseUrl } from './db.js';

/** Every route the app mounts, assembled as createApp does. */
export function declaredRoutes(config: Config, db: Knex): RouteDeclaration[] {
  return apiRoutes({ config, db, logger: silentLogger, sessionSecret: TEST_SESSION_SECRET }, createPassport(db));
}

/** The OpenAPI document of declaredRoutes, for suites that list its operations before any hook runs (no query is made). */
export function declaredDocument(): OpenApiDocument {
  const db = createKnex(testDatabaseUrl(), silentLogger);
  const document = openApiDocument(declaredRoutes(testConfig(), db));
  void db.destroy();
  return document;
}
