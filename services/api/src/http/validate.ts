import type { RequestHandler } from 'express';
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { API_ERROR_CODES } from '@pdpl/contracts';
import { HttpError, badRequest } from './errors.js';

/** The JSON body as an object, or 400 for anything else (an array, a string, nothing). */
export function objectBody(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('Expected a JSON object body');
  }
  return body as Record<string, unknown>;
}

/**
 * Validates and normalises a body with a contracts schema (the one the browser form uses).
 * Every failing field is reported: 422 VALIDATION_FAILED, `fields` {field: message}, and the
 * first field's message as `message`. Unknown keys are dropped.
 */
export async function parseBody<S extends AnyObjectSchema>(schema: S, body: unknown): Promise<InferType<S>> {
  const input = objectBody(body);
  try {
    return (await schema.validate(input, { abortEarly: false, stripUnknown: true })) as InferType<S>;
  } catch (err) {
    throw err instanceof ValidationError ? toValidationHttpError(err) : err;
  }
}

/** parseBody as middleware: req.body becomes the validated, normalised value. */
export function validateBody(schema: AnyObjectSchema): RequestHandler {
  return async (req, _res, next) => {
    req.body = await parseBody(schema, req.body);
    next();
  };
}

export function validationFailed(message: string, fields: Record<string, string>, title?: string): HttpError {
  return new HttpError(422, API_ERROR_CODES.validation, message, fields, title);
}

export function toValidationHttpError(err: ValidationError): HttpError {
  const fields: Record<string, string> = {};
  const inner = err.inner.length > 0 ? err.inner : [err];
  for (const issue of inner) {
    const field = issue.path ?? '_';
    if (fields[field] !== undefined) continue;
    // A wrong JSON type (object for a string, text for a boolean) gets a fixed message
    // rather than yup's, which would echo the submitted value.
    fields[field] = issue.type === 'typeError' ? 'Invalid value' : issue.message;
  }
  const first = Object.values(fields)[0] ?? 'Invalid request';
  return validationFailed(first, fields);
}
