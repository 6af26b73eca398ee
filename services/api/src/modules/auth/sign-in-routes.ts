/**
 * Signing in: the password step (POST /api/auth/login) and, shared with its second step, what a
 * completed sign-in does to the session.
 */
import type { NextFunction, Request, Response } from 'express';
import type { Knex } from 'knex';
import { API_PATHS, AUTH_MESSAGES, loginSchema, type LoginResponse, type SessionUser, type SignInChallenge } from '@pdpl/contracts';
import { WrongCredentials } from '../../domain/errors.js';
import { csrfTokenFor } from '../../http/csrf.js';
import type { DeviceCookies } from '../../http/device-cookie.js';
import { loginLimiters } from '../../http/rate-limit.js';
import { route, type RouteDeclaration } from '../../http/route.js';
import type { Authenticator } from './passport.js';
import { toSessionUser } from './service.js';
import { hasTwoFactor, newEnrollment } from './two-factor.js';
import { error, ok, ref } from '../../docs/openapi-parts.js';
import { SESSION_COOKIE_NAME } from '../../http/session.js';

/**
 * Signs the user in and answers the session. Passport regenerates the session id here (no session
 * fixation, and nothing of a pending second step survives); the new session gets a new CSRF token.
 */
export function completeSignIn(
  req: Request,
  res: Response,
  next: NextFunction,
  user: SessionUser,
  devices: DeviceCookies,
  extra: Record<string, unknown>,
): void {
  req.logIn(user, (err) => {
    if (err) return next(err);
    req.session.loginAt = Date.now();
    devices.issue(res, user.email);
    res.set('Cache-Control', 'no-store');
    res.json({ user: toSessionUser(user), csrfToken: csrfTokenFor(req), ...extra });
  });
}

export interface SignInOptions {
  /** Where failed sign-ins are counted. */
  db: Knex;
  loginLimits: { perAccount: number; perAddress: number };
  adminTwoFactor: 'required' | 'optional';
}

export function signInRoutes(authenticator: Authenticator, options: SignInOptions, devices: DeviceCookies): RouteDeclaration[] {
  /** A code from the app already set up; or, for an admin without one where it is required, setting one up. */
  async function secondStepFor(user: SessionUser): Promise<{ challenge: SignInChallenge | null; enrollSecret?: string }> {
    if (await hasTwoFactor(options.db, user.id)) return { challenge: { step: 'code' } };
    if (user.role !== 'admin' || options.adminTwoFactor !== 'required') return { challenge: null };
    const enrollment = newEnrollment(user.email);
    return { challenge: { step: 'enroll', ...enrollment }, enrollSecret: enrollment.secret };
  }

  return [
    route({
      method: 'post',
      path: API_PATHS.login,
      access: 'sign-in',
      body: loginSchema,
      doc: {
        tag: 'Auth',
        summary: 'Sign in (a new session id every time). Failed attempts are limited per account and per address.',
        responses: {
          '200': ok(
            `Signed in (Set-Cookie ${SESSION_COOKIE_NAME}, __Host-${SESSION_COOKIE_NAME} and Secure in production; HttpOnly, SameSite=Lax), ` +
              "or, with user null, a second step to take first: challenge { step: 'code' } or { step: 'enroll', secret, otpauthUri }.",
            ref('Session'),
          ),
          '401': error('INVALID_CREDENTIALS.'),
          '429': error('RATE_LIMITED.'),
        },
      },
      // After validation: the limits key on the e-mail, which must be a clean string by then.
      limits: loginLimiters(options.db, options.loginLimits, devices),
      handler: ({ req, res, next }) => {
        authenticator.authenticate('local', (err: unknown, user: SessionUser | false) => {
          if (err) return next(err);
          if (!user) {
            req.log?.warn({ event: 'security.login_failed' }, 'Sign-in failed');
            return next(new WrongCredentials(AUTH_MESSAGES.invalidCredentials));
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
    }),
  ];
}
