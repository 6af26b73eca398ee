import session from 'express-session';
import connectPgSimple from 'connect-pg-simple';
import type pg from 'pg';
import type { RequestHandler } from 'express';
import './types.js';

export const SESSION_COOKIE = 'pdpl.sid';

export interface SessionOptions {
  pool: pg.Pool;
  secret: string;
  idleTimeoutMs: number;
  absoluteTimeoutMs: number;
  /** Seconds between deletions of expired rows; false in tests that build many apps. */
  pruneIntervalSeconds?: number | false;
}

export const sessionCookieOptions = {
  httpOnly: true,
  sameSite: 'lax' as const,
  path: '/',
};

/**
 * Server-side sessions in PostgreSQL (table user_sessions, made by a migration). The cookie is
 * HttpOnly, SameSite=Lax, Secure whenever the request is https (as seen through TRUST_PROXY),
 * and rolls: every response pushes the idle deadline forward.
 */
export function sessionMiddleware(options: SessionOptions): RequestHandler[] {
  const PgStore = connectPgSimple(session);
  const store = new PgStore({
    pool: options.pool,
    tableName: 'user_sessions',
    createTableIfMissing: false,
    pruneSessionInterval: options.pruneIntervalSeconds ?? 15 * 60,
  });
  return [
    session({
      name: SESSION_COOKIE,
      secret: options.secret,
      store,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      cookie: { ...sessionCookieOptions, secure: 'auto', maxAge: options.idleTimeoutMs },
    }),
    absoluteTimeout(options.absoluteTimeoutMs),
  ];
}

/**
 * Ends a session that began more than `limitMs` ago, however active it has been: the stored
 * session is deleted and the request continues with a new, empty one (signed out).
 */
function absoluteTimeout(limitMs: number): RequestHandler {
  return (req, _res, next) => {
    const loginAt = req.session?.loginAt;
    if (loginAt === undefined || Date.now() - loginAt <= limitMs) {
      next();
      return;
    }
    req.session.regenerate((err) => next(err));
  };
}
