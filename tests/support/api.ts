import { expect } from 'vitest';
/** A call to the console's services as the console's front end makes it. */
export interface ApiCall {
  method?: string;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** Sent as the Authorization header verbatim (for malformed headers). */
  authorization?: string;
  /** Serialised as JSON. */
  json?: unknown;
  /** Sent as is with `Content-Type: application/json` (for malformed or oversized bodies). */
  rawJson?: string;
}

export interface ApiAnswer<T = unknown> {
  status: number;
  contentType: string;
  /** The parsed body, or undefined when it is not JSON. */
  body: T;
  text: string;
}

export async function callApi<T = unknown>(origin: string, path: string, call: ApiCall = {}): Promise<ApiAnswer<T>> {
  const headers = new Headers({ accept: 'application/json' });
  if (call.token !== undefined) headers.set('authorization', `Bearer ${call.token}`);
  if (call.authorization !== undefined) headers.set('authorization', call.authorization);
  const body = call.rawJson ?? (call.json === undefined ? undefined : JSON.stringify(call.json));
  if (body !== undefined) headers.set('content-type', 'application/json');
  const response = await fetch(`${origin}${path}`, {
    method: call.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', body: parsed as T, text };
}

/** The JSON error body every service answers with. */
export interface ApiErrorBody {
  error: string;
  fields?: Record<string, string>;
}

/** Asserts a JSON error answer with the status and a non-empty `error` sentence; returns its body. */
export function expectJsonError(answer: ApiAnswer, status: number): ApiErrorBody {
  expect(answer.status).toBe(status);
  expect(answer.contentType).toMatch(/^application\/json/);
  const body = answer.body as ApiErrorBody;
  expect(typeof body.error).toBe('string');
  expect(body.error.length).toBeGreaterThan(0);
  return body;
}

/** Asserts a JSON error whose `fields` name exactly `fields` (any order); returns its body. */
export function expectFieldErrors(answer: ApiAnswer, status: number, fields: readonly string[]): ApiErrorBody {
  const body = expectJsonError(answer, status);
  expect(Object.keys(body.fields ?? {}).sort()).toEqual([...fields].sort());
  return body;
}

/** The admin API as the console calls it: bearer token on every call, JSON bodies. */
export interface AdminClient {
  get<T = unknown>(path: string): Promise<ApiAnswer<T>>;
  post<T = unknown>(path: string, json: unknown): Promise<ApiAnswer<T>>;
  put<T = unknown>(path: string, json: unknown): Promise<ApiAnswer<T>>;
  /** DELETE, with a JSON body when given. */
  del<T = unknown>(path: string, json?: unknown): Promise<ApiAnswer<T>>;
}

export function adminClient(origin: string, token: string): AdminClient {
  const call = <T>(path: string, method: string, json?: unknown) =>
    callApi<T>(origin, `/api/admin${path}`, { method, token, ...(json === undefined ? {} : { json }) });
  return {
    get: (path) => call(path, 'GET'),
    post: (path, json) => call(path, 'POST', json),
    put: (path, json) => call(path, 'PUT', json),
    del: (path, json) => call(path, 'DELETE', json),
  };
}
