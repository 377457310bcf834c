import { Agent, request } from 'node:http';

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

/**
 * Sends a JSON body on a connection of its own (node:http with a private agent), closed by the
 * client once the answer is in. For bodies the server refuses unread (413): @hono/node-server
 * closes such a connection about 500 ms later, which would break whatever fetch's shared pool
 * sent on it next. The connection is kept alive until the answer so the server does not close
 * it while the body is still being written.
 */
export function postOnOwnConnection<T = unknown>(origin: string, path: string, body: string, token?: string): Promise<ApiAnswer<T>> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = {
      accept: 'application/json',
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    };
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const fail = (error: Error) => {
      agent.destroy();
      reject(error);
    };
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    const outgoing = request(`${origin}${path}`, { method: 'POST', headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', fail);
      response.on('end', () => {
        agent.destroy();
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = undefined;
        }
        resolve({ status: response.statusCode ?? 0, contentType: String(response.headers['content-type'] ?? ''), body: parsed as T, text });
      });
    });
    outgoing.on('error', fail);
    outgoing.end(body);
  });
}
