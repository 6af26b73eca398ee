import type { Request } from 'express';
import type { Knex } from 'knex';
import { ipKeyGenerator, rateLimit, type RateLimitRequestHandler } from 'express-rate-limit';
import { API_ERROR_CODES } from '@pdpl/contracts';
import { HttpError } from './errors.js';
import { PostgresRateLimitStore } from './postgres-rate-limit-store.js';

const tooMany = () =>
  new HttpError(429, API_ERROR_CODES.rateLimited, 'Too many requests. Please wait a few minutes and try again.');

/** Public form submissions (POST /api/leads/*, /api/assessment/*): `limit` per client IP per 10 minutes. */
export function publicWriteLimiter(limit: number): RateLimitRequestHandler {
  return rateLimit({
    windowMs: 10 * 60 * 1000,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skip: (req) => req.method !== 'POST',
    handler: (_req, _res, next) => next(tooMany()),
  });
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

function emailOf(req: Request): string {
  const body = req.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase().slice(0, 254) : '';
}

/**
 * Failed sign-ins, counted twice (a successful sign-in does not count): per account, whatever
 * address the attempts come from (spread-out guessing of one password), and per address,
 * whatever accounts it tries (one client spraying many accounts). Either limit answers 429 for
 * 15 minutes. Runs after express.json(), so the e-mail is in req.body. Counted in PostgreSQL, so
 * the limits hold across API instances and restarts (public form limits stay per process: a
 * database write per submission is not worth it for spam throttling).
 */
export function loginLimiters(db: Knex, limits: { perAccount: number; perAddress: number }): RateLimitRequestHandler[] {
  const failedSignIns = (limit: number, keyGenerator: (req: Request) => string) =>
    rateLimit({
      store: new PostgresRateLimitStore(db, 'login:'),
      windowMs: FIFTEEN_MINUTES,
      limit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      skipSuccessfulRequests: true,
      keyGenerator,
      handler: (_req, _res, next) => next(tooMany()),
    });
  return [
    failedSignIns(limits.perAddress, (req) => `ip|${ipKeyGenerator(req.ip ?? '')}`),
    failedSignIns(limits.perAccount, (req) => `account|${emailOf(req)}`),
  ];
}

/** POST /api/auth/bootstrap: the sign-in screen calls it on every load; a person never needs more. */
export function bootstrapLimiter(): RateLimitRequestHandler {
  return rateLimit({
    windowMs: 10 * 60 * 1000,
    limit: 30,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(tooMany()),
  });
}
