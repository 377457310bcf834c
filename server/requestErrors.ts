import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Requests the handlers never see get JSON answers too, like every other error of the process
 * (`{ "error": "…" }`): Node's own answers to a request it cannot parse have no body.
 */

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request line or headers are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
};

/**
 * Answers the requests Node cannot parse (server 'clientError') with a JSON body, then closes.
 * On a kept-alive connection the bad request may follow others: the answer waits for the one
 * still being written, so it never lands inside another answer, and a used connection gets it
 * too (a browser reuses its connections: closing them unanswered reads as a reset).
 */
export function answerClientErrorsWithJson(server: Server): void {
  const answering = new WeakMap<object, ServerResponse>();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    answering.set(req.socket, res);
    res.once('close', () => {
      if (answering.get(req.socket) === res) answering.delete(req.socket);
    });
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const answer = () => (socket.writable ? socket.end(jsonAnswer(error)) : socket.destroy());
    const pending = answering.get(socket);
    if (pending && !pending.writableFinished) pending.once('close', answer);
    else answer();
  });
}

/** The whole HTTP answer to a request Node could not parse, closing the connection. */
function jsonAnswer(error: NodeJS.ErrnoException): string {
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'The request is malformed.'];
  const body = JSON.stringify({ error: message });
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** Whether the path of a request URL has a broken percent-encoding (`/%E0%A4%A`, `/%ZZ`). */
export function hasMalformedPath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

export const MALFORMED_PATH_MESSAGE = 'The address is malformed: its path has a broken percent-encoding.';

/** Writes a JSON error answer on a plain Node response. */
export function writeJsonError(res: ServerResponse, status: number, error: string): void {
  const body = JSON.stringify({ error });
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store' });
  res.end(body);
}
