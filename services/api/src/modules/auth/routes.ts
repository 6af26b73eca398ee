import { Router, type NextFunction, type Request, type Response } from 'express';
import type { Knex } from 'knex';
import {
  API_ERROR_CODES,
  API_PATHS,
  AUTH_MESSAGES,
  loginSchema,
  type AdminBootstrapResponse,
  type SessionResponse,
  type SessionUser,
} from '@pdpl/contracts';
import { csrfTokenFor } from '../../http/csrf.js';
import { HttpError } from '../../http/errors.js';
import { bootstrapLimiter, loginLimiters } from '../../http/rate-limit.js';
import { validateBody } from '../../http/validate.js';
import { bootstrapAdmin, type BootstrapDeps } from './bootstrap.js';
import type { Authenticator } from './passport.js';
import { SESSION_COOKIE, sessionCookieOptions } from './session.js';

const invalidCredentials = () =>
  new HttpError(401, API_ERROR_CODES.invalidCredentials, AUTH_MESSAGES.invalidCredentials);

const adminNotConfigured = () =>
  new HttpError(
    503,
    API_ERROR_CODES.adminNotConfigured,
    'No admin account exists yet: the operator must set ADMIN_EMAIL and ADMIN_PASSWORD on the server.',
  );

export interface AuthRouteOptions {
  /** Where failed sign-ins are counted. */
  db: Knex;
  loginLimits: { perAccount: number; perAddress: number };
  bootstrap: BootstrapDeps;
}

const publicUser = (user: SessionUser): SessionUser => ({ id: user.id, email: user.email, role: user.role });

/** Sign-in, sign-out, the current session and the admin bootstrap. Needs the session and Passport middleware before it. */
export function authRoutes(authenticator: Authenticator, options: AuthRouteOptions): Router {
  const router = Router();

  router.post(
    API_PATHS.login,
    ...loginLimiters(options.db, options.loginLimits),
    validateBody(loginSchema),
    (req: Request, res: Response, next: NextFunction) => {
      authenticator.authenticate('local', (err: unknown, user: SessionUser | false) => {
        if (err) return next(err);
        if (!user) return next(invalidCredentials());
        // Passport regenerates the session id here (no session fixation); the new session gets a new CSRF token.
        req.logIn(user, (loginErr) => {
          if (loginErr) return next(loginErr);
          req.session.loginAt = Date.now();
          const body: SessionResponse = { user: publicUser(user), csrfToken: csrfTokenFor(req) };
          res.set('Cache-Control', 'no-store');
          res.json(body);
        });
      })(req, res, next);
    },
  );

  // CSRF-checked in app.ts for signed-in sessions.
  router.post(API_PATHS.logout, (req, res, next) => {
    res.clearCookie(SESSION_COOKIE, sessionCookieOptions);
    if (!req.session) {
      res.status(204).end();
      return;
    }
    req.session.destroy((err) => {
      if (err) return next(err);
      req.user = undefined;
      res.status(204).end();
    });
  });

  // Anonymous visitors get no token, so reading the session never creates one for them.
  router.get(API_PATHS.session, (req, res) => {
    const body: SessionResponse = req.user
      ? { user: publicUser(req.user), csrfToken: csrfTokenFor(req) }
      : { user: null, csrfToken: null };
    res.set('Cache-Control', 'no-store');
    res.json(body);
  });

  // Takes no input: only the server's own ADMIN_EMAIL / ADMIN_PASSWORD (or the local one-time admin) are used.
  router.post(API_PATHS.bootstrap, bootstrapLimiter(), async (_req, res) => {
    const result = await bootstrapAdmin(options.bootstrap);
    if (result === 'skipped') throw adminNotConfigured();
    const body: AdminBootstrapResponse = { status: result };
    res.set('Cache-Control', 'no-store');
    res.json(body);
  });

  return router;
}
