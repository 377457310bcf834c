import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { NonSharedBuffer } from 'node:buffer';
import type { MiddlewareHandler } from 'hono';

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to send among `offered` (in the server's order of preference), as the request's
 * Accept-Encoding allows it: a coding listed with q=0 (or only `*;q=0`) is refused, one not
 * listed is allowed only through `*`. Undefined: send the body as it is.
 */
export function chooseEncoding(acceptEncoding: string | undefined, offered: readonly Encoding[]): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (name === '') continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: { encoding: Encoding; weight: number } | undefined;
  for (const encoding of offered) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > 0 && (best === undefined || weight > best.weight)) best = { encoding, weight };
  }
  return best?.encoding;
}

/** Adds Accept-Encoding to a Vary header value (undefined: none yet). */
export function varyOnEncoding(current: string | null | undefined): string {
  if (!current) return 'Accept-Encoding';
  if (current === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(current)) return current;
  return `${current}, Accept-Encoding`;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Answers at least this long are compressed. A shorter one leaves in the connection's first
 * flight of packets anyway (TCP's initial window is 10 segments, some 14 kB), so compressing it
 * saves no round trip, while it costs both ends CPU on every call: brotli on the server and a
 * decoder stream on the client, about a millisecond together for a page of 20 postal codes
 * (about 4 kB), a fifth of the whole call. Pages of 100 rows and more, and 'All', are compressed.
 */
export const COMPRESS_THRESHOLD_BYTES = 12 * 1024;
/**
 * Up to this size an answer is compressed on the event loop (some 100 µs for 16 kB), against
 * some 150 µs of handing it to the thread pool and back. Larger answers (a page of 'All') go to
 * the thread pool, never blocking other calls for long.
 */
export const COMPRESS_INLINE_UP_TO_BYTES = 32 * 1024;
const COMPRESSIBLE = /^(application\/json|text\/(?!event-stream))/i;

function compress(body: Uint8Array, encoding: Encoding): Promise<NonSharedBuffer> | NonSharedBuffer {
  const inline = body.length <= COMPRESS_INLINE_UP_TO_BYTES;
  if (encoding === 'gzip') return inline ? gzipSync(body) : gzipAsync(body);
  const options = { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } };
  return inline ? brotliCompressSync(body, options) : brotli(body, options);
}

/**
 * Compresses large JSON and text answers of the services, brotli or gzip as the client accepts
 * (node:zlib, large answers off the event loop; brotli at quality 4, fast enough per request and
 * smaller than gzip). Answers are built in memory anyway, so reading the body whole costs no streaming.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type') ?? '';
    if (c.req.method === 'HEAD' || !res.body || !COMPRESSIBLE.test(type)) return;
    if (res.headers.has('Content-Encoding') || /(^|,)\s*no-transform\s*(,|$)/i.test(res.headers.get('Cache-Control') ?? '')) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    headers.set('Vary', varyOnEncoding(headers.get('Vary')));
    const encoding = body.length >= COMPRESS_THRESHOLD_BYTES ? chooseEncoding(c.req.header('Accept-Encoding'), ['br', 'gzip']) : undefined;
    const sent = encoding ? await compress(body, encoding) : body;
    if (encoding) headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(sent.length));
    // Cleared first: hono copies the previous answer's headers onto the next one otherwise.
    c.res = undefined;
    c.res = new Response(sent, { status: res.status, statusText: res.statusText, headers });
  };
}
