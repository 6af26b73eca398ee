/**
 * JSON Schema for the OpenAPI document, generated from the contracts' yup schemas so the docs
 * always state the rules the API really applies (types, lists, lengths, patterns, required).
 */
import type { AnyObjectSchema, SchemaDescription } from 'yup';

export type JsonSchema = Record<string, unknown>;

interface Described {
  type: string;
  optional: boolean;
  oneOf: unknown[];
  tests: { name?: string; params?: Record<string, unknown> }[];
  fields?: Record<string, Described>;
  /** `.meta({ description })` of a field: what the reference says of it. */
  meta?: { description?: string };
}

function convert(d: Described): JsonSchema {
  if (d.type === 'object' && d.fields) {
    const properties = Object.fromEntries(Object.entries(d.fields).map(([name, field]) => [name, convert(field)]));
    const required = Object.entries(d.fields)
      .filter(([, field]) => !field.optional)
      .map(([name]) => name);
    return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
  }
  const schema: JsonSchema = { type: d.type };
  if (d.meta?.description) schema.description = d.meta.description;
  if (d.oneOf.length > 0) schema.enum = d.oneOf;
  // A number's min and max bound its value; a string's, its length.
  const [min, max] = d.type === 'number' ? ['minimum', 'maximum'] : ['minLength', 'maxLength'];
  for (const test of d.tests) {
    const params = test.params ?? {};
    if (test.name === 'min') schema[min] = params.min;
    if (test.name === 'max') schema[max] = params.max;
    if (test.name === 'integer') schema.type = 'integer';
    if (test.name === 'email') schema.format = 'email';
    if (test.name === 'matches' && params.regex instanceof RegExp) schema.pattern = params.regex.source;
  }
  return schema;
}

export function jsonSchemaOf(schema: AnyObjectSchema): JsonSchema {
  return convert(schema.describe() as SchemaDescription as unknown as Described);
}
