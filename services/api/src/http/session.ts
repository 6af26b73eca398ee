import session from 'express-session';
import connectPgSimple from 'connect-pg-simple';
import type pg from 'pg';
import type { RequestHandler } from 'express';
import './session-data.js';

/**
 * The session cookie. In production it is `__Host-` prefixed and always Secure: the browser then
 * keeps it to this exact origin over HTTPS, and a server reached over plain HTTP sets none rather
 * than an insecure one. In development it stays usable on http://localhost.
 */
export function sessionCookie(production: boolean) {
  const options = { httpOnly: true, sameSite: 'lax' as const, path: '/' };
  return production
    ? { name: `__Host-${SESSION_COOKIE_NAME}`, options: { ...options, secure: true } }
    : { name: SESSION_COOKIE_NAME, options: { ...options, secure: 'auto' as const } };
}

export const SESSION_COOKIE_NAME = 'pdpl.sid';

export interface SessionOptions {
  pool: pg.Pool;
  production: boolean;
  secret: string;
  idleTimeoutMs: number;
  absoluteTimeoutMs: number;
  /** Seconds between deletions of expired rows; false in tests that build many apps. */
  pruneIntervalSeconds?: number | false;
}

/**
 * Server-side sessions in PostgreSQL (table user_sessions, made by a migration). The cookie is
 * HttpOnly, SameSite=Lax, Secure (see sessionCookie), and rolls: every response pushes the idle
 * deadline forward.
 */
export function sessionMiddleware(options: SessionOptions): RequestHandler[] {
  const cookie = sessionCookie(options.production);
  const PgStore = connectPgSimple(session);
  const store = new PgStore({
    pool: options.pool,
    tableName: 'user_sessions',
    createTableIfMissing: false,
    pruneSessionInterval: options.pruneIntervalSeconds ?? 15 * 60,
  });
  return [
    session({
      name: cookie.name,
      secret: options.secret,
      store,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      cookie: { ...cookie.options, maxAge: options.idleTimeoutMs },
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
