import type { Locale } from '@pdpl/contracts';
import { contractText } from '../i18n/contract-texts.js';
import { API_ERROR_CODES, type ApiErrorBody } from '@pdpl/contracts';
import type { DomainError, RefusalDetails, RefusalKind } from '../domain/errors.js';

/** An error that becomes exactly one response in the API's error shape. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Omit<RefusalDetails, 'code'> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  /** The error's body, its texts in `locale` (the request's). */
  toBody(locale: Locale = 'en'): ApiErrorBody {
    const { title, fields, rows } = this.details;
    const text = (value: string) => contractText(locale, value);
    return {
      error: {
        code: this.code,
        message: text(this.message),
        ...(title ? { title: text(title) } : {}),
        ...(fields ? { fields: Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, text(message)])) } : {}),
        ...(rows ? { rows } : {}),
      },
    };
  }
}

/** The one mapping of the domain's refusals to HTTP: a status and the code clients see unless the refusal names its own. */
const ANSWERS: Record<RefusalKind, { status: number; code: string }> = {
  'invalid-request': { status: 400, code: API_ERROR_CODES.badRequest },
  'not-signed-in': { status: 401, code: API_ERROR_CODES.unauthenticated },
  'wrong-credentials': { status: 401, code: API_ERROR_CODES.invalidCredentials },
  forbidden: { status: 403, code: API_ERROR_CODES.forbidden },
  'not-found': { status: 404, code: API_ERROR_CODES.notFound },
  'already-exists': { status: 409, code: API_ERROR_CODES.duplicate },
  conflict: { status: 409, code: API_ERROR_CODES.badRequest },
  gone: { status: 410, code: API_ERROR_CODES.badRequest },
  'validation-failed': { status: 422, code: API_ERROR_CODES.validation },
  'limit-reached': { status: 429, code: API_ERROR_CODES.rateLimited },
  'upstream-failed': { status: 502, code: API_ERROR_CODES.internal },
  'not-configured': { status: 503, code: API_ERROR_CODES.unavailable },
};

export function httpErrorOf(err: DomainError): HttpError {
  const { code, ...details } = err.details;
  const answer = ANSWERS[err.kind];
  return new HttpError(answer.status, code ?? answer.code, err.message, details);
}

export const badRequest = (message: string) => new HttpError(400, API_ERROR_CODES.badRequest, message);
