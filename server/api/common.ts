import { Hono, type MiddlewareHandler } from 'hono';
import { requireBearer, type ApiVariables, type TokenVerifier } from './auth';
import { bodyCap, MAX_DRAIN_BYTES } from './bodyCap';
import { BAD_VALUE_MESSAGE, isBadValueError, jsonError } from './errors';
import { declaredBodyCap, declaredPublic, declaredTooLarge, isJsonType } from './routes';

export const MAX_JSON_BODY_BYTES = 1024 * 1024;
export const DEFAULT_LANGUAGE = 'en-CA';

export type ApiApp = Hono<{ Variables: ApiVariables }>;

/**
 * A service's app with what every service shares, in order: bearer token (401), body size cap
 * (413 over 1 MiB, or over the call's own multipart cap; the refused body drained first: bodyCap.ts), JSON body parsing (400), language header,
 * JSON 404, and JSON 500 (400 when the database refused a value it was sent: a bad value is the
 * caller's, never a server failure). Each call then declares what it takes with `describeRoute`
 * (routes.ts) before its handler: unknown query parameters, a body where none is taken and a
 * body that is not JSON are refused there, and the handler validates the body with the schema
 * declared.
 */
export function createServiceApp(verify: TokenVerifier): ApiApp {
  const app: ApiApp = new Hono<{ Variables: ApiVariables }>();
  app.use('*', requireBearer(verify, (c) => declaredPublic(app, c)));
  app.use('*', bodyCap((c) => declaredBodyCap(app, c) ?? MAX_JSON_BODY_BYTES, MAX_DRAIN_BYTES, (c) => declaredTooLarge(app, c)));
  app.use('*', parseJsonBody);
  app.use('*', async (c, next) => {
    const language = c.req.header('language') ?? c.req.header('Accept-Language')?.split(',')[0]?.split(';')[0]?.trim();
    c.set('language', language || DEFAULT_LANGUAGE);
    await next();
    c.header('Content-Language', c.get('language'));
  });
  app.notFound((c) => jsonError(c, 404, `No such call: ${c.req.method} ${c.req.path}`));
  app.onError((error, c) => {
    if (isBadValueError(error)) {
      console.warn(`${c.req.method} ${c.req.path}: 400, the database refused a value (${error.message.slice(0, 200)})`);
      return jsonError(c, 400, BAD_VALUE_MESSAGE);
    }
    console.error(error);
    return jsonError(c, 500, 'The server could not complete the call.');
  });
  return app;
}

/** Parses a JSON body once up front, so a malformed one is a 400 whatever the route. */
const parseJsonBody: MiddlewareHandler = async (c, next) => {
  if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(c.req.method) && isJsonType(c.req.header('Content-Type'))) {
    const text = await c.req.text();
    if (text.trim() !== '') {
      try {
        JSON.parse(text);
      } catch {
        return jsonError(c, 400, 'The request body is not valid JSON.');
      }
    }
  }
  await next();
};
