import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/**
 * Sends `head`, then `bodyBytes` bytes of filler over a raw socket in 64 KiB pieces `pauseMs`
 * apart (chunked when `chunked`), as a slow client would, and resolves once the whole body is
 * written and the whole answer read (by its Content-Length). Rejects on a network error (a reset,
 * a write to a closed connection): what the size cap must never cause.
 */
export function rawUpload(origin: string, head: string, bodyBytes: number, chunked: boolean, pauseMs = 0): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    let text = '';
    let answer: RawAnswer | undefined;
    let written = false;
    const finish = () => {
      if (!answer || !written) return;
      resolve(answer);
      socket.destroy();
    };
    const socket = connect(Number(port), hostname, () => {
      socket.write(head);
      const piece = Buffer.alloc(64 * 1024, 0x61);
      let left = bodyBytes;
      const writeMore = (): void => {
        if (socket.destroyed) return;
        if (left === 0) {
          socket.write(chunked ? '0\r\n\r\n' : '', () => {
            written = true;
            finish();
          });
          return;
        }
        const size = Math.min(piece.length, left);
        left -= size;
        const data = chunked ? Buffer.concat([Buffer.from(`${size.toString(16)}\r\n`), piece.subarray(0, size), Buffer.from('\r\n')]) : piece.subarray(0, size);
        const next = () => (pauseMs > 0 ? setTimeout(writeMore, pauseMs) : setImmediate(writeMore));
        if (socket.write(data)) next();
        else socket.once('drain', next);
      };
      writeMore();
    });
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
      const [headers = '', body = ''] = text.split('\r\n\r\n');
      const length = Number(/content-length: *(\d+)/i.exec(headers)?.[1] ?? Number.NaN);
      if (!answer && Buffer.byteLength(body) >= length) {
        answer = { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1] ?? 0), headers, body: body.slice(0, length) };
        finish();
      }
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error(`closed with the body ${written ? '' : 'not '}all written; answer so far: ${JSON.stringify(text.slice(0, 200))}`)));
  });
}
