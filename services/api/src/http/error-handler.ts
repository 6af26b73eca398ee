import type { ErrorRequestHandler, RequestHandler } from 'express';
import { API_ERROR_CODES } from '@pdpl/contracts';
import { HttpError, notFound } from './errors.js';

/** Errors raised by express.json() (body-parser) carry a `type` and a 4xx `status`. */
interface BodyParserError extends Error {
  type?: string;
  status?: number;
}

function toHttpError(err: unknown): HttpError | null {
  if (err instanceof HttpError) return err;
  const e = err as BodyParserError;
  if (e?.type === 'entity.parse.failed') return new HttpError(400, API_ERROR_CODES.badRequest, 'Malformed JSON body');
  if (e?.type === 'entity.too.large') {
    return new HttpError(413, API_ERROR_CODES.payloadTooLarge, 'The request body is too large');
  }
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500 && typeof e.type === 'string') {
    return new HttpError(e.status, API_ERROR_CODES.badRequest, 'The request body could not be read');
  }
  return null;
}

/** The one place errors become responses: `{ error: { code, message, fields? } }`, never a stack trace. */
export const errorHandler: ErrorRequestHandler = (err, req, res, next) => {
  if (res.headersSent) {
    next(err);
    return;
  }
  const known = toHttpError(err);
  if (known) {
    if (known.status >= 500) req.log?.error({ err }, known.message);
    res.status(known.status).json(known.toBody());
    return;
  }
  req.log?.error({ err }, 'Unhandled error');
  res
    .status(500)
    .json(new HttpError(500, API_ERROR_CODES.internal, 'Something went wrong. Please try again later.').toBody());
};

/** Any /api path no route answered. */
export const apiNotFound: RequestHandler = (_req, _res, next) => {
  next(notFound('No such API endpoint'));
};
