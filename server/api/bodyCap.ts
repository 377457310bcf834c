import type { Context, MiddlewareHandler } from 'hono';
import { jsonError } from './errors';

/** The 413's sentence, unless the call declares its own. */
export const TOO_LARGE = 'The request body is too large.';

/** How much of a refused body is read and discarded before the 413, so the client reads the answer. */
export const MAX_DRAIN_BYTES = 16 * 1024 * 1024;

/**
 * Caps request bodies at `cap` bytes, or the cap it gives for the request (413 JSON over it), whether the size is declared up front
 * (Content-Length) or found while reading (chunked). A refused body is drained, read and
 * discarded, up to `drainBytes` in all before the answer: a server that answers and closes with
 * the body still arriving resets the connection, and the client sees a network error instead of
 * the 413. Beyond the drain cap the answer says `Connection: close` and the connection closes.
 * An accepted body is buffered, so the handlers read it as usual.
 */
export function bodyCap(
  cap: number | ((c: Context) => number),
  drainBytes = MAX_DRAIN_BYTES,
  tooLargeSentence: (c: Context) => string | undefined = () => undefined,
): MiddlewareHandler {
  return async (c, next) => {
    const stream = c.req.raw.body;
    if (!stream) return next();
    // A call may declare its own cap (a photo upload): the drain then covers at least that much.
    const maxBytes = typeof cap === 'number' ? cap : cap(c);
    const drain = Math.max(drainBytes, maxBytes);
    const reader = stream.getReader();
    const declared = c.req.header('Transfer-Encoding') === undefined ? Number(c.req.header('Content-Length') ?? Number.NaN) : Number.NaN;
    if (declared > maxBytes) return tooLarge(c, reader, 0, declared > drain ? 0 : drain, tooLargeSentence(c));
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) return tooLarge(c, reader, size, drain, tooLargeSentence(c));
      chunks.push(value);
    }
    const body = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      body.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(c.req.raw, { body });
    return next();
  };
}

/** Reads and discards the rest of the body (up to `drainBytes` in all), then answers 413. */
async function tooLarge(c: Context, reader: ReadableStreamDefaultReader<Uint8Array>, read: number, drainBytes: number, sentence = TOO_LARGE): Promise<Response> {
  let total = read;
  let drained = false;
  while (total <= drainBytes) {
    const { done, value } = await reader.read();
    if (done) {
      drained = true;
      break;
    }
    total += value.byteLength;
  }
  reader.releaseLock();
  // Unread bytes make the connection unusable: say so, so no client reuses it.
  if (!drained) c.header('Connection', 'close');
  return jsonError(c, 413, sentence);
}
