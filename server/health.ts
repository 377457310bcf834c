import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Queryable } from './db/database';

/** Where a load balancer asks whether the process runs, and whether to send it requests. */
export const LIVE_PATH = '/health/live';
export const READY_PATH = '/health/ready';

/** How long the readiness check waits for the database's answer. */
export const DATABASE_ANSWER_MS = 2000;

/** Where a process is in its life: starting (migrating, seeding), serving, or stopping (draining). */
export type Phase = 'starting' | 'serving' | 'stopping';

/** What /health/ready answers: `ready` true with 200, else 503. */
export interface Readiness {
  ready: boolean;
  status: 'ready' | 'starting' | 'stopping' | 'database unavailable';
}

/**
 * Ready only while serving and the database answers `select 1` within DATABASE_ANSWER_MS: a
 * process still migrating (or waiting for another one to migrate) or stopping is not, nor one
 * whose database is down.
 */
export async function readiness(phase: Phase, db: Queryable | undefined, answerMs = DATABASE_ANSWER_MS): Promise<Readiness> {
  if (phase !== 'serving' || !db) return { ready: false, status: phase === 'stopping' ? 'stopping' : 'starting' };
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), answerMs);
  });
  const answered = db.query('select 1').then(
    () => true,
    () => false,
  );
  const ok = await Promise.race([answered, late]);
  clearTimeout(timer);
  return ok ? { ready: true, status: 'ready' } : { ready: false, status: 'database unavailable' };
}

/**
 * Answers GET (and HEAD) of LIVE_PATH and READY_PATH, without a token, as JSON that no one
 * caches; answers whether it handled the request. Live is 200 as long as the process answers at
 * all (from the moment it listens, before migrations).
 */
export function healthEndpoints(phase: () => Phase, db: () => Queryable | undefined) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const path = (req.url ?? '/').split('?', 1)[0];
    if (path !== LIVE_PATH && path !== READY_PATH) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(req, res, 405, { error: 'Only GET and HEAD are answered here.' }, { Allow: 'GET, HEAD' });
      return true;
    }
    if (path === LIVE_PATH) {
      send(req, res, 200, { status: 'live' });
      return true;
    }
    void readiness(phase(), db()).then((answer) => send(req, res, answer.ready ? 200 : 503, { status: answer.status }));
    return true;
  };
}

function send(req: IncomingMessage, res: ServerResponse, status: number, answer: object, headers: Record<string, string> = {}): void {
  const body = JSON.stringify(answer);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
