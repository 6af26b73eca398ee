import type { RequestHandler } from 'express';
import { CSRF_HEADER } from '@pdpl/contracts';

/**
 * CORS for /api with an explicit allow-list (CORS_ORIGINS). No list: no CORS headers at all,
 * so only same-origin pages can read responses. Credentials (the session cookie) are allowed
 * for listed origins only.
 */
export function apiCors(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (allowed.size > 0) res.vary('Origin');
    if (!origin || !allowed.has(origin)) {
      next();
      return;
    }
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Expose-Headers', 'X-Request-Id, RateLimit, RateLimit-Policy, Retry-After');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', `Content-Type, X-Request-Id, ${CSRF_HEADER}`);
      res.setHeader('Access-Control-Max-Age', '600');
      res.status(204).end();
      return;
    }
    next();
  };
}
