import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { ApiVariables } from './auth';
import { jsonError } from './errors';
import { checkParts, mediaType, MULTIPART_TYPE, type MultipartDeclaration, type MultipartParts } from './multipart';
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

/** The statuses a call answers on success. */
export type SuccessStatus = 200 | 201 | 204;

/** What a call takes; an empty declaration (`NO_INPUT`) says it takes nothing. */
export interface RouteSchemas {
  /** The JSON body's schema (an entity schema's `$defs` entry, or inline); absent: no body. */
  body?: object;
  /**
   * A multipart/form-data body instead of JSON: its parts and the body's size cap (the only way
   * a call takes more than the services' 1 MiB). Not with `body`.
   */
  multipart?: MultipartDeclaration;
  /** The query parameters; absent: none (any one sent is a 400 naming it). */
  query?: ParameterSchema;
  /** The path parameters: exactly the path's `:names`. */
  params?: ParameterSchema;
  /**
   * The status of a successful answer, as documented (002 §7: some POSTs answer 200 where
   * creates answer 201); a list when the call answers either (201 created, 200 replaced).
   * Absent: 201 for POST, 200 otherwise. Another 2xx is a fault of the handler: logged (the answer stands, its write is done) and caught by tests/api/successStatus.test.ts.
   */
  success?: SuccessStatus | readonly SuccessStatus[];
  /**
   * The call answers without a bearer token (an image address an `<img>` loads: it cannot send
   * one). Its handler must not read the caller (`staff`), and its path must hold what keeps it
   * private (a random id). Absent: the token is required, as for every call.
   */
  public?: true;
}

/** A call that takes no body, no query and no path parameters. */
export const NO_INPUT: RouteSchemas = Object.freeze({});

export interface RouteDescription extends RouteSchemas {
  method: RouteMethod;
  path: string;
  /** The declared `success`, or the method's default, as a list. */
  successStatuses: readonly SuccessStatus[];
}

/** What a handler reads its input with: made from the declaration. */
export interface DescribedRoute<Body> {
  /** Validates a JSON body with the declared body schema. */
  body: (raw: unknown) => Validation<Body>;
  /** The parts of a multipart body, already checked against `multipart` before the handler runs. */
  parts: (c: Context) => Promise<MultipartParts>;
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
  if (schemas.body && schemas.multipart) throw new Error(`${key}: a JSON body or a multipart one, not both`);
  const successStatuses = successOf(method, schemas.success);
  registry.set(key, { method, path, ...schemas, successStatuses });
  app.on(method, path, checkInput(key, schemas, successStatuses));
  const multipart = schemas.multipart;
  return {
    body: bodyValidator<Body>(schemas.body ?? ANY_BODY),
    parts: async (c) => {
      if (!multipart) throw new Error(`${key} declares no multipart body`);
      const checked = checkParts(multipart, await formOf(c));
      if (!checked.ok) throw new Error(`${key}: parts read before their check`);
      return checked.value;
    },
  };
}

function successOf(method: RouteMethod, declared: RouteSchemas['success']): readonly SuccessStatus[] {
  if (declared === undefined) return [method === 'POST' ? 201 : 200];
  return typeof declared === 'number' ? [declared] : declared;
}

/**
 * The size cap of the call a request goes to, when its app declared one (a multipart call's
 * `maxBytes`): read from hono's match, so the services' one body cap (common.ts) applies each
 * call's own limit before anything is read.
 */
export function declaredBodyCap(app: object, c: Context): number | undefined {
  return declaredRoute(app, c)?.multipart?.maxBytes;
}

/** The sentence of a 413 from the call a request goes to: its multipart `tooLarge`, when declared. */
export function declaredTooLarge(app: object, c: Context): string | undefined {
  return declaredRoute(app, c)?.multipart?.tooLarge;
}

/** The declaration of the call a request goes to, from hono's match. */
function declaredRoute(app: object, c: Context): RouteDescription | undefined {
  const route = matchedRoutes(c).findLast((matched) => matched.method !== 'ALL');
  if (!route) return undefined;
  const path = route.basePath === '/' ? route.path : route.path.slice(route.basePath.length) || '/';
  return registries.get(app)?.get(routeKey(route.method, path));
}

/** Whether the call a request goes to was declared `public` on `app` (answered without a token). */
export function declaredPublic(app: object, c: Context): boolean {
  return declaredRoute(app, c)?.public === true;
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

/** Whether the request carries a body (declared length above zero, or chunked). */
function hasBody(c: Context): boolean {
  const length = c.req.header('Content-Length');
  return (length !== undefined && length.trim() !== '0') || c.req.header('Transfer-Encoding') !== undefined;
}

/** The multipart body as form data (none sent: no parts); throws when it is not readable as such. */
async function formOf(c: Context): Promise<FormData> {
  return hasBody(c) ? c.req.formData() : new FormData();
}

function checkInput(key: string, schemas: RouteSchemas, successStatuses: readonly number[]): MiddlewareHandler<{ Variables: ApiVariables }> {
  const known = new Set(Object.keys(schemas.query?.properties ?? {}));
  return async (c, next) => {
    const unknown = [...new Set(Object.keys(c.req.queries()))].filter((name) => !known.has(name));
    if (unknown.length > 0) {
      const fields = Object.fromEntries(unknown.slice(0, MAX_NAMED).map((name) => [name, 'is not a parameter of this call']));
      return jsonError(c, 400, 'The call does not take these query parameters.', fields);
    }
    const refused = schemas.multipart ? await refusedParts(c, schemas.multipart) : refusedJson(c, schemas);
    if (refused) return refused;
    await next();
    const status = c.res.status;
    if (status >= 200 && status < 300 && !successStatuses.includes(status)) {
      // The handler broke the call's declared contract. Its work is done (a write is committed), so
      // the answer stands: replacing it with an error would tell the console a saved change failed.
      // tests/api/successStatus.test.ts holds every handler to its declaration.
      console.error(`${key} answered ${status}; its declared success is ${successStatuses.join(' or ')} (describeRoute)`);
    }
  };
}

/** A body where none is taken (400) or one that is not JSON (415). */
function refusedJson(c: Context, schemas: RouteSchemas): Response | undefined {
  if (!hasBody(c)) return undefined;
  if (!schemas.body) return jsonError(c, 400, 'This call takes no request body.');
  if (!isJsonType(c.req.header('Content-Type'))) return jsonError(c, 415, 'The request body must be JSON, sent with Content-Type: application/json.');
  return undefined;
}

/** A body that is not multipart/form-data (415), unreadable (400), or whose parts are wrong (400 naming each). */
async function refusedParts(c: Context, multipart: MultipartDeclaration): Promise<Response | undefined> {
  if (hasBody(c) && mediaType(c.req.header('Content-Type')) !== MULTIPART_TYPE) {
    return jsonError(c, 415, 'The request body must be multipart/form-data.');
  }
  let form: FormData;
  try {
    form = await formOf(c);
  } catch {
    return jsonError(c, 400, 'The request body is not readable as multipart/form-data.');
  }
  const checked = checkParts(multipart, form);
  return checked.ok ? undefined : jsonError(c, 400, 'The request body has missing, unexpected or refused fields.', checked.fields);
}
