import type { RequestHandler } from 'express';
import { forbidden, unauthenticated } from '../../http/errors.js';

/** 401 without a signed-in user, 403 for a signed-in user who is not an admin. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) next(unauthenticated());
  else if (req.user.role !== 'admin') next(forbidden());
  else next();
};
