/**
 * How a module declares an endpoint: method, path (from API_PATHS), who may call it, what its body
 * and query string must hold, and the handler. mountRoutes (./mount-routes.ts) attaches what the
 * access asks for, so no route relies on a path prefix to get its session, CSRF check or limit.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AnyObjectSchema, InferType } from 'yup';
import type { InputRule } from './validate.js';

/**
 * Who may call a route, and so what is attached before it, in this order:
 * - 'public': anyone; no session. Reads, or a write with `limits` of its own.
 * - 'public-write': anyone; no session; the shared public-form limit per address, then the honeypot.
 * - 'sign-in': the session, signed in or not, without a CSRF check (signing in and its steps, reading
 *   the session, setting a password from a link, the admin bootstrap).
 * - 'session': the session; a signed-in user's state changes need the CSRF token (signing out).
 * - 'staff' | 'analyst' | 'admin': the session, the CSRF token for state changes, then 401 without a
 *   signed-in user and 403 without the role ('staff': any member; 'analyst': analysts and admins).
 */
export type Access = 'public' | 'public-write' | 'sign-in' | 'session' | 'staff' | 'analyst' | 'admin';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type WriteMethod = Exclude<Method, 'get'>;

/** What a handler gets: the validated body and query string (undefined where none is declared). */
export interface RouteCall<B, Q> {
  req: Request;
  res: Response;
  next: NextFunction;
  body: B;
  query: Q;
}

/** The validated value of a declared schema; undefined where none is declared. */
type Checked<S> = [S] extends [never] ? undefined : S extends AnyObjectSchema ? InferType<S> : undefined;

/** An OpenAPI response, parameter or request body (the parts in src/docs/openapi-parts.ts build them). */
type DocObject = Record<string, unknown>;

/**
 * What the API reference says of a route beyond what its declaration already tells (method, path,
 * access, body and query schemas): src/docs/openapi.ts generates the document from both.
 */
export interface RouteDoc {
  tag: string;
  summary: string;
  /** By status; the errors that follow from the access and the schemas are added (401, 403, 422, 429...). */
  responses: Record<string, DocObject>;
  /**
   * What the path and the query schema cannot tell of a parameter (a description, a type other than
   * string), matched by name and place; and query parameters of routes without a query schema.
   */
  parameters?: DocObject[];
  /** A body that is not a JSON object checked by a schema (a CSV upload, browsers' CSP reports). */
  requestBody?: DocObject;
}

interface RouteFields {
  path: string;
  doc: RouteDoc;
  /** The route's own rate limits, after validation (a limit keyed on the validated e-mail). */
  limits?: RequestHandler[];
  /** The route's own steps before the handler (a body parser of its own). */
  before?: RequestHandler[];
}

/** A state change open to anyone must be 'public-write' or bring its own limits. */
type AccessOf =
  | { method: 'get'; access: Access }
  | { method: WriteMethod; access: Exclude<Access, 'public'> }
  | { method: WriteMethod; access: 'public'; limits: [RequestHandler, ...RequestHandler[]] };

interface TypedRoute<B extends AnyObjectSchema, Q extends AnyObjectSchema> extends RouteFields {
  /** Checked by the input gate (src/http/validate.ts) after access, before anything else of the route's. */
  body?: InputRule<B>;
  query?: Q;
  handler(call: RouteCall<Checked<B>, Checked<Q>>): unknown;
}

export type RouteDeclaration = AccessOf &
  RouteFields & {
    body?: InputRule;
    query?: AnyObjectSchema;
    handler(call: RouteCall<unknown, unknown>): unknown;
  };

/** Declares one route, typing its handler's body and query from the declared schemas. */
export function route<B extends AnyObjectSchema = never, Q extends AnyObjectSchema = never>(declaration: AccessOf & TypedRoute<B, Q>): RouteDeclaration {
  return declaration as RouteDeclaration;
}

/** A GET answered with JSON that no cache keeps (the staff area's reads). */
export function privateRead(path: string, access: Access, doc: RouteDoc, load: (call: RouteCall<undefined, undefined>) => unknown): RouteDeclaration {
  return route({
    method: 'get',
    path,
    access,
    doc,
    handler: async (call) => {
      const body = await load(call);
      call.res.set('Cache-Control', 'no-store').json(body);
    },
  });
}
