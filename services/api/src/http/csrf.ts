/**
 * Synchronizer-token CSRF protection for cookie-authenticated state changes. The token lives in
 * the server-side session (created at sign-in, or on demand by GET /api/auth/session) and must
 * come back in the X-CSRF-Token header of every POST/PUT/PATCH/DELETE it guards.
 *
 * Only requests that carry a signed-in session are checked: a forged request is dangerous
 * because the victim's cookie lends it the victim's authority, and a request without a user has
 * none (admin routes then answer 401, logout has nothing to end).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { API_ERROR_CODES, CSRF_HEADER } from '@pdpl/contracts';
import { HttpError } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const csrfFailed = () => new HttpError(403, API_ERROR_CODES.csrfFailed, 'Missing or invalid CSRF token.');

/** The session's token, created when missing. Needs a session (express-session) on the request. */
export function csrfTokenFor(req: Request): string {
  req.session.csrfToken ??= randomBytes(32).toString('base64url');
  return req.session.csrfToken;
}

function sameToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Attached to the routes whose access asks for it ('session' and the roles: see ./route.ts). */
export const csrfProtection: RequestHandler = (req, _res, next) => {
  if (SAFE_METHODS.has(req.method) || !req.user) {
    next();
    return;
  }
  const expected = req.session?.csrfToken;
  const given = req.get(CSRF_HEADER);
  if (expected && given && sameToken(expected, given)) {
    next();
    return;
  }
  req.log?.warn({ event: 'security.csrf_refused', userId: req.user.id, tokenSent: Boolean(given) }, 'State change refused: missing or invalid CSRF token');
  next(csrfFailed());
};
