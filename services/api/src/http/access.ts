import type { RequestHandler } from 'express';
import type { SessionUser } from '@pdpl/contracts';
import { Forbidden, NotSignedIn } from '../domain/errors.js';
import { csrfProtection } from './csrf.js';
import { rejectHoneypot } from './honeypot.js';
import type { Access } from './route.js';

/** Built once per app, shared by every route that asks for them. */
export interface AccessMiddleware {
  /** The session and its signed-in user (express-session, then Passport). */
  session: RequestHandler[];
  /** The public-form limit: one count per address across every 'public-write' route. */
  publicWriteLimit: RequestHandler;
}

type Role = SessionUser['role'];

const ROLES: Record<'staff' | 'analyst' | 'admin', readonly Role[]> = {
  staff: ['admin', 'analyst'],
  analyst: ['analyst', 'admin'],
  admin: ['admin'],
};

/** 401 without a signed-in user, 403 for a signed-in user whose role is not one of `roles`. */
export function requireRole(roles: readonly Role[]): RequestHandler {
  return (req, _res, next) => {
    if (!req.user) next(new NotSignedIn());
    else if (!roles.includes(req.user.role)) next(new Forbidden());
    else next();
  };
}

/** What a route's access attaches before its own steps (see Access). */
export function accessSteps(access: Access, shared: AccessMiddleware): RequestHandler[] {
  switch (access) {
    case 'public':
      return [];
    case 'public-write':
      return [shared.publicWriteLimit, rejectHoneypot];
    case 'sign-in':
      return shared.session;
    case 'session':
      return [...shared.session, csrfProtection];
    default:
      return [...shared.session, csrfProtection, requireRole(ROLES[access])];
  }
}
