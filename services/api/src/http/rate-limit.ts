import type { Request } from 'express';
import type { Knex } from 'knex';
import { ipKeyGenerator, rateLimit, type RateLimitRequestHandler } from 'express-rate-limit';
import { API_ERROR_CODES } from '@pdpl/contracts';
import type { DeviceCookies } from './device-cookie.js';
import { HttpError } from './errors.js';
import { PostgresRateLimitStore } from './postgres-rate-limit-store.js';

const tooMany = () =>
  new HttpError(429, API_ERROR_CODES.rateLimited, 'Too many requests. Please wait a few minutes and try again.');

/**
 * Public form submissions (every route declared 'public-write'): `limit` per client IP per 10
 * minutes across all of them, counted in PostgreSQL so every API instance shares one count.
 */
export function publicWriteLimiter(db: Knex, limit: number): RateLimitRequestHandler {
  return rateLimit({
    store: new PostgresRateLimitStore(db, 'forms:'),
    windowMs: 10 * 60 * 1000,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(tooMany()),
  });
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

function emailOf(req: Request): string {
  const body = req.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase().slice(0, 254) : '';
}

/**
 * Failed sign-ins (a successful sign-in does not count), counted per address, whatever accounts it
 * tries (one client spraying many accounts), and per account, whatever address the attempts come
 * from (spread-out guessing of one password). A browser holding the account's device cookie is
 * counted per device instead of per account, so guessing from elsewhere never locks the owner out.
 * Each limit answers 429 for 15 minutes. Runs after express.json(), so the e-mail is in req.body.
 * Counted in PostgreSQL, so the limits hold across API instances and restarts.
 */
export function loginLimiters(
  db: Knex,
  limits: { perAccount: number; perAddress: number },
  devices: DeviceCookies,
): RateLimitRequestHandler[] {
  const failedSignIns = (limit: number, keyGenerator: (req: Request) => string, skip?: (req: Request) => boolean) =>
    rateLimit({
      store: new PostgresRateLimitStore(db, 'login:'),
      windowMs: FIFTEEN_MINUTES,
      limit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      skipSuccessfulRequests: true,
      keyGenerator,
      skip,
      handler: (req, _res, next) => {
        req.log?.warn({ event: 'security.login_throttled', key: keyGenerator(req).split('|')[0] }, 'Sign-in attempts throttled');
        next(tooMany());
      },
    });
  const device = (req: Request) => devices.deviceFor(req, emailOf(req));
  return [
    failedSignIns(limits.perAddress, (req) => `ip|${ipKeyGenerator(req.ip ?? '')}`),
    failedSignIns(limits.perAccount, (req) => `account|${emailOf(req)}`, (req) => device(req) !== null),
    failedSignIns(limits.perAccount, (req) => `device|${device(req)}`, (req) => device(req) === null),
  ];
}

/**
 * POST /api/auth/bootstrap: the sign-in screen calls it on every load. Only answers that did work
 * (created an admin, or failed) count: 'ready' is one indexed read, and counting it would stop the
 * sign-in screen of a busy office after 30 loads.
 */
export function bootstrapLimiter(): RateLimitRequestHandler {
  return rateLimit({
    windowMs: 10 * 60 * 1000,
    limit: 30,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests: true,
    requestWasSuccessful: (_req, res) => res.locals.bootstrapResult === 'ready',
    handler: (_req, _res, next) => next(tooMany()),
  });
}

/**
 * GET /api/assessment/report: each PDF costs the server a few hundred milliseconds of CPU, so one
 * address gets `limit` reports per 10 minutes (a visitor needs one or two), counted per instance.
 */
export function reportLimiter(limit = 30): RateLimitRequestHandler {
  return rateLimit({ windowMs: 10 * 60 * 1000, limit, standardHeaders: 'draft-8', legacyHeaders: false, handler: (_req, _res, next) => next(tooMany()) });
}
