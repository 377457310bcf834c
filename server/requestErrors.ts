import { STATUS_CODES, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Requests the handlers never see get JSON answers too, like every other error of the process
 * (`{ "error": "…" }`): Node's own answers to a request it cannot parse have no body.
 */

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request line or headers are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
};

/** Answers the requests Node cannot parse (server 'clientError') with a JSON body, then closes. */
export function answerClientErrorsWithJson(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex & { bytesWritten?: number }) => {
    // As Node does: answer only on a connection that is open and has had nothing written yet.
    if (error.code === 'ECONNRESET' || !socket.writable || (socket.bytesWritten ?? 0) > 0) {
      socket.destroy();
      return;
    }
    const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'The request is malformed.'];
    const body = JSON.stringify({ error: message });
    socket.end(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  });
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
