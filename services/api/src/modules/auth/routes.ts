import { Router, type NextFunction, type Request, type Response } from 'express';
import type { Knex } from 'knex';
import {
  API_ERROR_CODES,
  API_PATHS,
  AUTH_MESSAGES,
  loginSchema,
  type AdminBootstrapResponse,
  type LoginResponse,
  type SessionResponse,
  type SignInChallenge,
  type SessionUser,
} from '@pdpl/contracts';
import { csrfTokenFor } from '../../http/csrf.js';
import { HttpError } from '../../http/errors.js';
import { bootstrapLimiter, loginLimiters } from '../../http/rate-limit.js';
import { validateBody } from '../../http/validate.js';
import { bootstrapAdmin, type BootstrapDeps } from './bootstrap.js';
import { deviceCookies } from './device-cookie.js';
import { completeSignIn, publicUser } from './sign-in.js';
import { hasTwoFactor, newEnrollment } from './two-factor.js';
import { twoFactorRoutes } from './two-factor-routes.js';
import type { Authenticator } from './passport.js';
import { sessionCookie } from './session.js';

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
  /** Production names and secures the session cookie differently (see sessionCookie). */
  production: boolean;
  /** Signs device cookies (the session secret). */
  secret: string;
  adminTwoFactor: 'required' | 'optional';
  bootstrap: BootstrapDeps;
}


/** Sign-in, sign-out, the current session and the admin bootstrap. Needs the session and Passport middleware before it. */
export function authRoutes(authenticator: Authenticator, options: AuthRouteOptions): Router {
  const router = Router();
  const devices = deviceCookies(options.secret, options.production);

  router.post(
    API_PATHS.login,
    // Validated first: the limiters key on the e-mail, which must be a clean string by then.
    validateBody(loginSchema),
    ...loginLimiters(options.db, options.loginLimits, devices),
    (req: Request, res: Response, next: NextFunction) => {
      authenticator.authenticate('local', (err: unknown, user: SessionUser | false) => {
        if (err) return next(err);
        if (!user) {
          req.log?.warn({ event: 'security.login_failed' }, 'Sign-in failed');
          return next(invalidCredentials());
        }
        secondStepFor(user)
          .then(({ challenge, enrollSecret }) => {
            if (!challenge) return completeSignIn(req, res, next, user, devices, { challenge: null });
            // The password was right; the session remembers that for a few minutes, signed out.
            req.session.pendingSignIn = { userId: user.id, startedAt: Date.now(), attempts: 0, enrollSecret };
            const body: LoginResponse = { user: null, csrfToken: null, challenge };
            res.set('Cache-Control', 'no-store');
            res.json(body);
          })
          .catch(next);
      })(req, res, next);
    },
  );

  /** A code from the app already set up; or, for an admin without one where it is required, setting one up. */
  async function secondStepFor(user: SessionUser): Promise<{ challenge: SignInChallenge | null; enrollSecret?: string }> {
    if (await hasTwoFactor(options.db, user.id)) return { challenge: { step: 'code' } };
    if (user.role !== 'admin' || options.adminTwoFactor !== 'required') return { challenge: null };
    const enrollment = newEnrollment(user.email);
    return { challenge: { step: 'enroll', ...enrollment }, enrollSecret: enrollment.secret };
  }

  router.use(twoFactorRoutes(options.db, devices));

  // CSRF-checked in app.ts for signed-in sessions.
  router.post(API_PATHS.logout, (req, res, next) => {
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
    res.locals.bootstrapResult = result;
    if (result === 'skipped') throw adminNotConfigured();
    const body: AdminBootstrapResponse = { status: result };
    res.set('Cache-Control', 'no-store');
    res.json(body);
  });

  return router;
}
