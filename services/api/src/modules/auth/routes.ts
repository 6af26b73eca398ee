import { API_ERROR_CODES, API_PATHS, CSRF_HEADER, type AdminBootstrapResponse, type SessionResponse } from '@pdpl/contracts';
import { NotConfigured } from '../../domain/errors.js';
import { csrfTokenFor } from '../../http/csrf.js';
import { deviceCookies } from '../../http/device-cookie.js';
import { bootstrapLimiter } from '../../http/rate-limit.js';
import { privateRead, route, type RouteDeclaration } from '../../http/route.js';
import { sessionCookie } from '../../http/session.js';
import { bootstrapAdmin, type BootstrapDeps } from './bootstrap.js';
import type { Authenticator } from './passport.js';
import { toSessionUser } from './service.js';
import { signInRoutes, type SignInOptions } from './sign-in-routes.js';
import { twoFactorRoutes } from './two-factor-routes.js';
import { error, object, ok, ref } from '../../docs/openapi-parts.js';

export interface AuthRouteOptions extends SignInOptions {
  /** Production names and secures the session cookie differently (see sessionCookie). */
  production: boolean;
  /** Signs device cookies (the session secret). */
  secret: string;
  bootstrap: BootstrapDeps;
}

/** Sign-in and its second step, sign-out, the current session and the admin bootstrap. */
export function authRoutes(authenticator: Authenticator, options: AuthRouteOptions): RouteDeclaration[] {
  const devices = deviceCookies(options.secret, options.production);
  return [
    ...signInRoutes(authenticator, options, devices),
    ...twoFactorRoutes(options.db, devices),
    route({
      method: 'post',
      path: API_PATHS.logout,
      access: 'session',
      doc: { tag: 'Auth', summary: `Sign out. A signed-in session must send ${CSRF_HEADER}.`, responses: { '204': { description: 'Signed out.' } } },
      handler: ({ req, res, next }) => {
        const cookie = sessionCookie(options.production);
        res.clearCookie(cookie.name, { ...cookie.options, secure: options.production });
        if (!req.session) {
          res.status(204).end();
          return;
        }
        req.session.destroy((err) => {
          if (err) return next(err);
          req.user = undefined;
          res.status(204).end();
        });
      },
    }),
    // Anonymous visitors get no token, so reading the session never creates one for them.
    privateRead(
      API_PATHS.session,
      'sign-in',
      { tag: 'Auth', summary: 'The current user and the CSRF token of the session.', responses: { '200': ok('The session.', ref('Session')) } },
      ({ req }): SessionResponse =>
        req.user ? { user: toSessionUser(req.user), csrfToken: csrfTokenFor(req) } : { user: null, csrfToken: null },
    ),
    route({
      method: 'post',
      path: API_PATHS.bootstrap,
      access: 'sign-in',
      doc: {
        tag: 'Auth',
        summary:
          "Idempotent admin bootstrap from the server's ADMIN_EMAIL / ADMIN_PASSWORD (in local mode without them, an admin with a one-time password printed on the server console). Takes no input.",
        responses: {
          '200': ok('created or ready.', object({ status: { enum: ['created', 'ready'] } })),
          '429': error('RATE_LIMITED.'),
          '503': error('ADMIN_NOT_CONFIGURED: no admin and no ADMIN_EMAIL / ADMIN_PASSWORD on the server.'),
        },
      },
      limits: [bootstrapLimiter()],
      // Takes no input: only the server's own ADMIN_EMAIL / ADMIN_PASSWORD (or the local one-time admin) are used.
      handler: async ({ res }) => {
        const result = await bootstrapAdmin(options.bootstrap);
        res.locals.bootstrapResult = result;
        if (result === 'skipped') {
          throw new NotConfigured('No admin account exists yet: the operator must set ADMIN_EMAIL and ADMIN_PASSWORD on the server.', API_ERROR_CODES.adminNotConfigured);
        }
        const body: AdminBootstrapResponse = { status: result };
        res.set('Cache-Control', 'no-store');
        res.json(body);
      },
    }),
  ];
}
