import { randomUUID } from 'node:crypto';
import { pinoHttp } from 'pino-http';
import type { RequestHandler } from 'express';
import type { Logger } from '../logger.js';

const INCOMING_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Responses whose 5xx status is an answer, not a failure (readiness while starting or while the database is down). */
const answered = new WeakSet<object>();

/**
 * The status this response is about to get (a 503 from /api/ready) is the route's normal answer:
 * its line is logged at info, with no error or stack trace.
 */
export function statusIsAnswer(res: object): void {
  answered.add(res);
}

/**
 * Gives every request an id (a sane incoming X-Request-Id is kept, e.g. from a proxy), echoes
 * it as X-Request-Id and logs one line per request with it.
 */
export function requestLogging(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId(req, res) {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel(_req, res, err) {
      if (!err && answered.has(res)) return 'info';
      if (err || res.statusCode >= 500) return 'error';
      if (res.statusCode >= 400) return 'warn';
      return 'info';
    },
    // pino-http logs any 5xx as a failure, with an Error made up for it (and its stack): not an answer's.
    customErrorObject(_req, res, _error, fields: Record<string, unknown>) {
      if (!answered.has(res) || (res as { err?: unknown }).err) return fields;
      const { err: _err, ...rest } = fields;
      return rest;
    },
    customErrorMessage(_req, res) {
      return answered.has(res) && !(res as { err?: unknown }).err ? 'request completed' : 'request errored';
    },
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
