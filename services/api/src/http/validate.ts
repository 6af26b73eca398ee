import { isSchema, ValidationError, type AnyObjectSchema, type InferType, type Schema } from 'yup';
import { hasControlCharacters } from '../control-characters.js';
import { ValidationFailed } from '../domain/errors.js';
import type { InputRules } from '../domain/input-rules.js';
import { badRequest } from './errors.js';

/** The JSON body as an object, or 400 for anything else (an array, a string, nothing). */
function objectBody(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('Expected a JSON object body');
  }
  return body as Record<string, unknown>;
}

/** No form field is longer than this; anything longer is refused before any rule looks at it. */
export const MAX_FIELD_LENGTH = 10_000;

/**
 * The gate every body passes before a schema sees it: only the schema's own keys are copied, at
 * every level (so `__proto__`, `constructor` and friends never reach yup), a string field must hold a
 * string of at most MAX_FIELD_LENGTH characters without control characters, and only an object field
 * may hold an object. Returns the copy and the refusals, keyed by the field's path.
 */
function screenInput(
  schema: AnyObjectSchema,
  body: Record<string, unknown>,
  fields: Record<string, string> = {},
  prefix = '',
): { input: Record<string, unknown>; fields: Record<string, string> } {
  const input: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.fields as Record<string, Schema>)) {
    if (!Object.hasOwn(body, key)) continue;
    const value = body[key];
    const path = `${prefix}${key}`;
    if (field.type === 'string' && value !== undefined && value !== null) {
      if (typeof value !== 'string') fields[path] = 'Invalid value';
      else if (value.length > MAX_FIELD_LENGTH) fields[path] = 'Too long';
      else if (hasControlCharacters(value)) fields[path] = 'Contains characters that are not allowed';
      else input[key] = value;
    } else if (field.type === 'object' && isPlainObject(value)) {
      const nested = field as AnyObjectSchema;
      // A nested object that allows no unknown keys still says so, instead of silently dropping them.
      if (nested.spec.noUnknown && Object.keys(value).some((k) => !Object.hasOwn(nested.fields, k))) fields[path] = 'Unknown field';
      else input[key] = screenInput(nested, value, fields, `${path}.`).input;
    } else if (field.type !== 'object' && field.type !== 'array' && typeof value === 'object' && value !== null) {
      // yup would cast it with String(value), which throws for {"toString": ""}.
      fields[path] = 'Invalid value';
    } else {
      input[key] = value;
    }
  }
  return { input, fields };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a route declaration names to check a body or query string: a contracts schema, or a form's rules around one. */
export type InputRule<S extends AnyObjectSchema = AnyObjectSchema> = S | InputRules<S>;

export const rulesOf = <S extends AnyObjectSchema>(rule: InputRule<S>): InputRules<S> => (isSchema(rule) ? { schema: rule as S } : (rule as InputRules<S>));

/**
 * Validates and normalises a body (or query string) with a contracts schema (the one the browser
 * form uses), after the form's own first checks and screenInput. Every failing field is reported:
 * 422 VALIDATION_FAILED, `fields` {field: message}, and the first field's message as `message`
 * (with its toast title when the rules give one). Unknown keys are dropped.
 */
export async function parseInput<S extends AnyObjectSchema>(rule: InputRule<S>, body: unknown): Promise<InferType<S>> {
  const { schema, firstFailure, titles } = rulesOf(rule);
  const submitted = objectBody(body);
  const failure = firstFailure?.(submitted);
  if (failure) throw failure;
  const { input, fields: refused } = screenInput(schema, submitted);
  let fields: Record<string, string> = {};
  try {
    const value = (await schema.validate(input, { abortEarly: false, stripUnknown: true })) as InferType<S>;
    if (Object.keys(refused).length === 0) return value;
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    fields = fieldMessages(err);
  }
  // Every failing field is reported; a field the gate refused keeps the gate's reason.
  const all = { ...refused, ...Object.fromEntries(Object.entries(fields).filter(([k]) => !(k in refused))) };
  const message = Object.values(all)[0] ?? 'Invalid request';
  throw new ValidationFailed(message, { fields: all, title: titles?.[message] });
}

/** Each failing field's first message. */
function fieldMessages(err: ValidationError): Record<string, string> {
  const fields: Record<string, string> = {};
  const inner = err.inner.length > 0 ? err.inner : [err];
  for (const issue of inner) {
    const field = issue.path ?? '_';
    if (fields[field] !== undefined) continue;
    // A wrong JSON type (object for a string, text for a boolean) gets a fixed message
    // rather than yup's, which would echo the submitted value.
    fields[field] = issue.type === 'typeError' ? 'Invalid value' : issue.message;
  }
  return fields;
}
