import type { NextFunction, Request, Response } from 'express';
import type { SessionUser } from '@pdpl/contracts';
import { csrfTokenFor } from '../../http/csrf.js';
import type { DeviceCookies } from './device-cookie.js';

export const publicUser = (user: SessionUser): SessionUser => ({ id: user.id, email: user.email, role: user.role });

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
    res.json({ user: publicUser(user), csrfToken: csrfTokenFor(req), ...extra });
  });
}
