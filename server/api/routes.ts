import type { MiddlewareHandler } from 'hono';
import type { ApiVariables } from './auth';
import { jsonError } from './errors';
import { bodyValidator, type Validation } from './validate';

/** The methods a service's calls use. */
export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The query or path parameters of a call, as one JSON object schema: each property is a
 * parameter's value as the handler reads it (`{ type: 'integer', minimum: 1 }` for an id sent as
 * text, `{ type: 'array', items: … }` for a comma-separated or repeated one). No other parameter
 * is taken.
 */
export interface ParameterSchema {
  type: 'object';
  properties: Readonly<Record<string, object>>;
  required?: readonly string[];
  additionalProperties: false;
}

/** What a call takes; an empty declaration (`NO_INPUT`) says it takes nothing. */
export interface RouteSchemas {
  /** The JSON body's schema (an entity schema's `$defs` entry, or inline); absent: no body. */
  body?: object;
  /** The query parameters; absent: none (any one sent is a 400 naming it). */
  query?: ParameterSchema;
  /** The path parameters: exactly the path's `:names`. */
  params?: ParameterSchema;
}

/** A call that takes no body, no query and no path parameters. */
export const NO_INPUT: RouteSchemas = Object.freeze({});

export interface RouteDescription extends RouteSchemas {
  method: RouteMethod;
  path: string;
}

/** What a handler validates its body with: compiled from the declared body schema. */
export interface DescribedRoute<Body> {
  body: (raw: unknown) => Validation<Body>;
}

type App = { routes: readonly { method: string; path: string }[]; on(method: string, path: string, handler: MiddlewareHandler<{ Variables: ApiVariables }>): unknown };

/** Each app's declared calls, by `METHOD path` (per app object: no global state between servers). */
const registries = new WeakMap<object, Map<string, RouteDescription>>();

export const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

const ANY_BODY: object = { type: 'object', maxProperties: 0 };

/**
 * Declares what a call takes and registers, for that call, the check every declared call gets
 * (unknown query parameters: 400 naming them; a body sent to a call without one: 400; a body
 * that is not JSON: 415). Call it before the handler's `app.get/post/…` (it throws otherwise, as
 * the check would never run). Returns the body validator the handler uses: one schema, declared
 * once, for the handler and for the generated bad-input suite (tests/api/generatedBadInput).
 */
export function describeRoute<Body = never>(app: App, method: RouteMethod, path: string, schemas: RouteSchemas): DescribedRoute<Body> {
  const key = routeKey(method, path);
  let registry = registries.get(app);
  if (!registry) {
    registry = new Map();
    registries.set(app, registry);
  }
  if (registry.has(key)) throw new Error(`${key} is described twice`);
  if (app.routes.some((route) => route.method === method && route.path === path)) throw new Error(`${key}: describe the route before its handler`);
  const names = [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '').sort();
  const declared = Object.keys(schemas.params?.properties ?? {}).sort();
  if (names.join() !== declared.join()) throw new Error(`${key}: path parameters ${names.join(', ') || 'none'}, declared ${declared.join(', ') || 'none'}`);
  registry.set(key, { method, path, ...schemas });
  app.on(method, path, checkInput(schemas));
  return { body: bodyValidator<Body>(schemas.body ?? ANY_BODY) };
}

/** The calls declared on `app` (`describeRoute`), by `METHOD path`. */
export function describedRoutes(app: object): ReadonlyMap<string, RouteDescription> {
  return registries.get(app) ?? new Map();
}

/** Whether a Content-Type names JSON (`application/json`, `…+json`), parameters aside. */
export function isJsonType(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

const MAX_NAMED = 20;

function checkInput(schemas: RouteSchemas): MiddlewareHandler<{ Variables: ApiVariables }> {
  const known = new Set(Object.keys(schemas.query?.properties ?? {}));
  return async (c, next) => {
    const unknown = [...new Set(Object.keys(c.req.queries()))].filter((name) => !known.has(name));
    if (unknown.length > 0) {
      const fields = Object.fromEntries(unknown.slice(0, MAX_NAMED).map((name) => [name, 'is not a parameter of this call']));
      return jsonError(c, 400, 'The call does not take these query parameters.', fields);
    }
    const length = c.req.header('Content-Length');
    const hasBody = (length !== undefined && length.trim() !== '0') || c.req.header('Transfer-Encoding') !== undefined;
    if (hasBody && !schemas.body) return jsonError(c, 400, 'This call takes no request body.');
    if (hasBody && !isJsonType(c.req.header('Content-Type'))) {
      return jsonError(c, 415, 'The request body must be JSON, sent with Content-Type: application/json.');
    }
    await next();
  };
}
