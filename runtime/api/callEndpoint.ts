import type { ConsoleConfig } from '../generated/config';
import type { Endpoint } from '../generated/screen';
import { readPath } from '../templates/path';
import { renderPath, renderTemplates } from '../templates/template';
import { graphqlBody } from './graphqlBody';
import { isSuccessAnswer } from './successStatus';
import { textOf } from '../../shared/textOf';

/** What a call came to: never thrown, so every caller decides what the user sees. */
export type CallResult =
  | { ok: true; status: number; data: unknown; successText: string | undefined }
  | { ok: false; status: number; data: unknown; errorText: string | undefined };

export interface CallOptions {
  services: ConsoleConfig['services'];
  /** The bearer id token; every call of ours carries it. */
  token: string | undefined;
  language: string;
  /** Values templates read: the row, the form, `confirm.*`. */
  context?: Record<string, unknown>;
  /** Query parameters added by the runtime (paging, search). */
  query?: Record<string, string>;
  /** A body built by the runtime (arrays updates; a FormData is sent as multipart/form-data as it is); otherwise from `endpoint.body` or `context`. */
  body?: unknown;
  /** Extra request headers from the runtime (e.g. `X-Batch-Id` on every call of one Update All Changes). */
  headers?: Record<string, string>;
  fetchImpl?: typeof fetch;
}

/** The URL of an endpoint: service base + filled path + fixed and runtime query parameters. */
export function endpointUrl(endpoint: Endpoint, options: Pick<CallOptions, 'services' | 'context' | 'query'>): string {
  const base = options.services[endpoint.service ?? 'admin'].replace(/\/$/, '');
  const context = options.context ?? {};
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(renderTemplates(endpoint.query, context))) {
    if (value !== undefined && value !== null && value !== '') params.set(key, textOf(value));
  }
  for (const [key, value] of Object.entries(options.query ?? {})) params.set(key, value);
  const query = params.toString();
  // `/` alone is the service's URL itself (a service configured as a full URL, such as a GraphQL endpoint).
  const path = endpoint.path === '/' ? '' : renderPath(endpoint.path, context);
  return `${base}${path}${query ? `?${query}` : ''}`;
}

/** Calls one endpoint of a definition with the bearer token and language header. */
export async function callEndpoint(endpoint: Endpoint, options: CallOptions): Promise<CallResult> {
  const context = options.context ?? {};
  // A GET sends no body, nor does a DELETE without one of its own (the path names what goes: the row is no body),
  // nor a call whose values travel in its path and query (`noBody`).
  const body =
    endpoint.method === 'GET' || endpoint.noBody === true || (endpoint.method === 'DELETE' && options.body === undefined && endpoint.body === undefined)
      ? undefined
      : (options.body ?? (endpoint.graphql ? graphqlBody(endpoint.graphql, context) : endpoint.body ? renderTemplates(endpoint.body, context) : context));
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json', language: options.language };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  // multipart/form-data: the fetch sets the Content-Type with its boundary.
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await (options.fetchImpl ?? fetch)(endpointUrl(endpoint, options), {
      method: endpoint.method,
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    });
  } catch (error) {
    return { ok: false, status: 0, data: undefined, errorText: error instanceof Error ? error.message : String(error) };
  }
  const text = await response.text();
  let data: unknown = text;
  try {
    data = text === '' ? undefined : JSON.parse(text);
  } catch {
    // Not JSON: keep the text, so an error page still says something.
  }
  // A success status, and the endpoint's `succeedsWhen` over the body when it has one.
  const ok = isSuccessAnswer(endpoint, response.status, data);
  if (ok) return { ok, status: response.status, data, successText: textAt(data, endpoint.successText ?? 'success') };
  return { ok, status: response.status, data, errorText: textAt(data, endpoint.errorText ?? 'error') };
}

function textAt(data: unknown, path: string): string | undefined {
  const value = readPath(data, path);
  return typeof value === 'string' && value !== '' ? value : undefined;
}
