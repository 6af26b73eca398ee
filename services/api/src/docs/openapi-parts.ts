/** Building blocks of the OpenAPI document: the routes' docs and the named schemas use them. */
import type { JsonSchema } from './json-schema.js';

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
export const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });
export const error = (description: string) => ({ description, ...json(ref('Error')) });
export const ok = (description: string, schema: JsonSchema) => ({ description, ...json(schema) });
export const str = { type: 'string' };
export const num = { type: 'number' };
/** An edition's month, YYYY-MM. */
export const month = { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' };
export const nullable = (type: string) => ({ type: [type, 'null'] });
export const object = (properties: Record<string, JsonSchema>, required = Object.keys(properties)): JsonSchema => ({
  type: 'object',
  properties,
  required,
});
