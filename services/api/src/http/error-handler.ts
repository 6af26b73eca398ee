import type { ErrorRequestHandler, RequestHandler } from 'express';
import { API_ERROR_CODES } from '@pdpl/contracts';
import { DomainError } from '../domain/errors.js';
import { localeOf } from '../i18n/contract-texts.js';
import { HttpError, httpErrorOf } from './errors.js';

/** Errors raised by express.json() (body-parser) carry a `type` and a 4xx `status`; the router's path decoding a `status` only. */
interface BodyParserError extends Error {
  type?: string;
  status?: number;
  statusCode?: number;
}

/** Connection refused or reset, the server shutting down or starting, a connection lost or never acquired. */
const DATABASE_DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);

function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: unknown; name?: unknown; message?: unknown } | null;
  if (typeof e?.code === 'string' && DATABASE_DOWN_CODES.has(e.code)) return true;
  if (e?.name === 'KnexTimeoutError') return true;
  return typeof e?.message === 'string' && /Connection terminated|connection (is )?closed|Client has encountered a connection error/i.test(e.message);
}

export const RETRY_AFTER_SECONDS = 5;

function toHttpError(err: unknown): HttpError | null {
  if (err instanceof HttpError) return err;
  if (err instanceof DomainError) return httpErrorOf(err);
  if (isDatabaseUnavailable(err)) {
    return new HttpError(503, API_ERROR_CODES.unavailable, 'The service is briefly unavailable. Nothing was saved: please try again in a moment.');
  }
  const e = err as BodyParserError;
  if (e?.type === 'entity.parse.failed') return new HttpError(400, API_ERROR_CODES.badRequest, 'Malformed JSON body');
  if (e?.type === 'entity.too.large') {
    return new HttpError(413, API_ERROR_CODES.payloadTooLarge, 'The request body is too large');
  }
  // Any other error that carries a 4xx (a body that cannot be inflated, a path that cannot be
  // decoded) is the client's: answer that 4xx in the error shape, never a 500.
  const status = e?.status ?? e?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new HttpError(status, API_ERROR_CODES.badRequest, typeof e.type === 'string' ? 'The request body could not be read' : 'The request could not be read');
  }
  return null;
}

/** The one place errors become responses: `{ error: { code, message, title?, fields?, rows? } }`, never a stack trace. */
export const errorHandler: ErrorRequestHandler = (err, req, res, next) => {
  if (res.headersSent) {
    next(err);
    return;
  }
  const known = toHttpError(err);
  if (known) {
    if (known.status >= 500) req.log?.error({ err }, known.message);
    if (known.status === 503) res.set('Retry-After', String(RETRY_AFTER_SECONDS));
    res.status(known.status).json(known.toBody(localeOf(req.query)));
    return;
  }
  req.log?.error({ err }, 'Unhandled error');
  res
    .status(500)
    .json(new HttpError(500, API_ERROR_CODES.internal, 'Something went wrong. Please try again later.').toBody(localeOf(req.query)));
};

/** Any /api path no route answered. */
export const apiNotFound: RequestHandler = (_req, _res, next) => {
  next(new HttpError(404, API_ERROR_CODES.notFound, 'No such API endpoint'));
};
