import { Router, type RequestHandler } from 'express';
import { accessSteps, type AccessMiddleware } from './access.js';
import type { RouteDeclaration } from './route.js';
import { parseInput } from './validate.js';

/** The declared body and query string, checked; the body replaces req.body (Passport and the sign-in limits read it there). */
function validation({ body, query }: RouteDeclaration): RequestHandler[] {
  if (!body && !query) return [];
  return [
    async (req, res, next) => {
      if (body) req.body = await parseInput(body, req.body);
      if (query) res.locals.validatedQuery = await parseInput(query, { ...req.query });
      next();
    },
  ];
}

/**
 * One router for the declared routes, each with, in order: what its access attaches (session, CSRF,
 * role guard; or the public-form limit and honeypot), its body and query validation, its own limits
 * and steps, then its handler.
 */
export function mountRoutes(routes: readonly RouteDeclaration[], shared: AccessMiddleware): Router {
  const router = Router();
  for (const declared of routes) {
    const handle: RequestHandler = async (req, res, next) => {
      await declared.handler({ req, res, next, body: declared.body ? req.body : undefined, query: res.locals.validatedQuery });
    };
    router[declared.method](
      declared.path,
      ...accessSteps(declared.access, shared),
      ...validation(declared),
      ...(declared.limits ?? []),
      ...(declared.before ?? []),
      handle,
    );
  }
  return router;
}
