/**
 * The OpenAPI 3.1 document of the routes the app mounts, generated from their declarations: method,
 * path and parameters, who may call (security, x-roles and the 401/403 that follow), the request body
 * and query string from the yup schemas the API validates with, and each route's own `doc` (summary,
 * responses). Served at GET /api/docs; the admin-guard and fuzz suites read it too.
 */
import { API_PATHS, CSRF_HEADER } from '@pdpl/contracts';
import type { Access, RouteDeclaration } from '../http/route.js';
import { rulesOf } from '../http/validate.js';
import { SESSION_COOKIE_NAME } from '../http/session.js';
import { jsonSchemaOf, type JsonSchema } from './json-schema.js';
import { error, json, str } from './openapi-parts.js';
import { SCHEMAS } from './schemas.js';

type Operation = Record<string, unknown>;

/** Who may call, as the document states it (x-roles) and the guard enforces it. */
const ROLES: Partial<Record<Access, string[]>> = { staff: ['analyst', 'admin'], analyst: ['analyst', 'admin'], admin: ['admin'] };

const WRITE_ERRORS = {
  '400': error('Malformed JSON, a body that is not an object, or a filled honeypot field (REJECTED).'),
  '413': error('Body over 100 kB (PAYLOAD_TOO_LARGE).'),
  '422': error('VALIDATION_FAILED: `message` is the first failing rule, `fields` maps every failing field to its message.'),
  '429': error('RATE_LIMITED: too many submissions from this address.'),
};

/** The errors a route's access brings with it. */
function accessErrors(access: Access, write: boolean): Record<string, unknown> {
  const roles = ROLES[access];
  if (roles) {
    const who = roles.includes('analyst') ? 'a signed-in user who is neither an analyst nor an admin' : 'a signed-in user who is not an admin';
    return {
      '401': error('UNAUTHENTICATED: no signed-in session.'),
      '403': error(`FORBIDDEN for ${who}${write ? '; CSRF_FAILED for a state change without the session token' : ''}.`),
    };
  }
  if (access === 'session' && write) return { '403': error('CSRF_FAILED.') };
  if (access === 'public-write') return WRITE_ERRORS;
  return {};
}

function security(access: Access, write: boolean): Operation {
  if (!ROLES[access] && access !== 'session') return {};
  return { security: [{ session: [], ...(write ? { csrf: [] } : {}) }] };
}

/** A string parameter for each `:name` of the path. */
function pathParameters(path: string): Operation[] {
  return [...path.matchAll(/:(\w+)/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: str }));
}

function queryParameters(query: RouteDeclaration['query']): Operation[] {
  if (!query) return [];
  const schema = jsonSchemaOf(query);
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(schema.properties as Record<string, JsonSchema>).map(([name, { description, ...property }]) => ({
    name,
    in: 'query',
    required: required.has(name),
    ...(description ? { description } : {}),
    schema: property,
  }));
}

/**
 * The path's and the query schema's parameters, each amended by the doc's of the same name and place
 * (a description, an enum the schema checks with a test), then the doc's others.
 */
function parametersOf(route: RouteDeclaration): Operation[] {
  const described = route.doc.parameters ?? [];
  const generated = [...pathParameters(route.path), ...queryParameters(route.query)];
  const same = (a: Operation) => (b: Operation) => a.name === b.name && a.in === b.in;
  return [
    ...generated.map((p) => {
      const doc = described.find(same(p));
      return doc ? { ...p, ...doc, schema: { ...(p.schema as JsonSchema), ...(doc.schema as JsonSchema | undefined) } } : p;
    }),
    ...described.filter((d) => !generated.some(same(d))),
  ];
}

function operation(route: RouteDeclaration): Operation {
  const write = route.method !== 'get';
  const { doc } = route;
  const parameters = parametersOf(route);
  const body = route.body ? { required: true, ...json(jsonSchemaOf(rulesOf(route.body).schema)) } : doc.requestBody;
  const checked = route.body || route.query ? { '422': error('VALIDATION_FAILED.') } : {};
  const roles = ROLES[route.access];
  return {
    tags: [doc.tag],
    summary: doc.summary,
    ...security(route.access, write),
    ...(roles ? { 'x-roles': roles } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: { ...checked, ...accessErrors(route.access, write), ...doc.responses },
  };
}

export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The document for these routes (the ones the app mounts). */
export function openApiDocument(routes: readonly RouteDeclaration[]) {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const route of routes) (paths[openApiPath(route.path)] ??= {})[route.method] = operation(route);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Mizan PDPL site API',
      version: '1.0.0',
      description:
        'Every error answers `{ error: { code, message, title?, fields? } }`. Public form posts are rate-limited per address ' +
        `and carry an invisible honeypot field \`website\` that must stay empty. Cookie-authenticated state changes ` +
        `(/api/admin/*, logout) need the header ${CSRF_HEADER} with the token from GET ${API_PATHS.session}. ` +
        'Add `?locale=ar` to have error messages in Arabic.',
    },
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE_NAME, description: `__Host-${SESSION_COOKIE_NAME} in production.` },
        csrf: { type: 'apiKey', in: 'header', name: CSRF_HEADER },
      },
      schemas: SCHEMAS,
    },
    paths,
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
