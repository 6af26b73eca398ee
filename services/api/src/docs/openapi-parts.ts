/** Building blocks of the OpenAPI document, shared by its public and admin parts. */
import type { JsonSchema } from './json-schema.js';

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
export const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });
export const error = (description: string) => ({ description, ...json(ref('Error')) });
export const ok = (description: string, schema: JsonSchema) => ({ description, ...json(schema) });
export const str = { type: 'string' };
export const num = { type: 'number' };
export const nullable = (type: string) => ({ type: [type, 'null'] });
export const object = (properties: Record<string, JsonSchema>, required = Object.keys(properties)): JsonSchema => ({
  type: 'object',
  properties,
  required,
});


export const ADMIN_ERRORS = {
  '401': error('UNAUTHENTICATED: no signed-in session.'),
  '403': error('FORBIDDEN for a signed-in user who is not an admin; CSRF_FAILED for a state change without the session token.'),
};

