import type { RequestHandler } from 'express';
import type { SessionUser } from '@pdpl/contracts';
import { forbidden, unauthenticated } from '../../http/errors.js';

/** 401 without a signed-in user, 403 for a signed-in user whose role is not one of `roles`. */
export function requireRole(...roles: SessionUser['role'][]): RequestHandler {
  return (req, _res, next) => {
    if (!req.user) next(unauthenticated());
    else if (!roles.includes(req.user.role)) next(forbidden());
    else next();
  };
}
