import { Agent, request } from 'node:http';
import type { BadRequest } from './request';

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

/** Sends one request as is (node:http: any method may carry a body, any Content-Type or none). */
function send(origin: string, token: string, agent: Agent, call: BadRequest): Promise<Answer> {
  const url = new URL(origin);
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
  if (call.contentType !== undefined) headers['content-type'] = call.contentType;
  if (call.body !== undefined) headers['content-length'] = String(Buffer.byteLength(call.body));
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: call.path, method: call.method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(call.body);
  });
}

/** Sends every request, at most `concurrency` at a time; a network error is an answer with status 0. */
export async function sendAll(origin: string, token: string, calls: readonly BadRequest[], concurrency: number): Promise<Answer[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const answers: Answer[] = new Array<Answer>(calls.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < calls.length; index = next++) {
      const call = calls[index];
      if (!call) continue;
      answers[index] = await send(origin, token, agent, call).catch((error: unknown) => ({ status: 0, contentType: '', text: `network error: ${String(error)}` }));
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    agent.destroy();
  }
  return answers;
}
