import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { createTestEnvironment, startTestServer, type TestEnvironment, type TestServer } from '../support/testServer';

let env: TestEnvironment;
beforeAll(async () => {
  env = await createTestEnvironment();
});
afterAll(async () => {
  await env.stop();
});

async function health(origin: string, path: 'live' | 'ready', method = 'GET'): Promise<{ status: number; body: unknown; cache: string | null; type: string | null }> {
  const response = await fetch(`${origin}/health/${path}`, { method });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text), cache: response.headers.get('cache-control'), type: response.headers.get('content-type') };
}

/** A port nothing listens on now (the console binds it next). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

describe('health endpoints of a console that is serving', () => {
  let server: TestServer;
  let down = false;
  beforeAll(async () => {
    // The database as the console sees it: `down` makes every query fail, as a stopped server would.
    const db = env.database.db;
    const flaky: Database = {
      ...db,
      query: (sql, params) => (down ? Promise.reject(new Error('connection refused')) : db.query(sql, params)),
    };
    server = await startTestServer(flaky);
    env.servers.push(server);
  });

  it('answers live and ready with 200 JSON, without a token, never cached', async () => {
    expect(await health(server.origin, 'live')).toEqual({ status: 200, body: { status: 'live' }, cache: 'no-store', type: 'application/json; charset=utf-8' });
    expect(await health(server.origin, 'ready')).toEqual({ status: 200, body: { status: 'ready' }, cache: 'no-store', type: 'application/json; charset=utf-8' });
    expect((await health(server.origin, 'ready', 'HEAD')).status).toBe(200);
  });

  it('is not ready (503) while its database does not answer, live all the same, and ready again once it does', async () => {
    down = true;
    try {
      expect(await health(server.origin, 'ready')).toMatchObject({ status: 503, body: { status: 'database unavailable' }, cache: 'no-store' });
      expect(await health(server.origin, 'live')).toMatchObject({ status: 200, body: { status: 'live' } });
    } finally {
      down = false;
    }
    expect(await health(server.origin, 'ready')).toMatchObject({ status: 200, body: { status: 'ready' } });
  });

  it('answers only GET and HEAD', async () => {
    const answer = await health(server.origin, 'ready', 'POST');
    expect(answer).toMatchObject({ status: 405, body: { error: 'Only GET and HEAD are answered here.' } });
  });
});

describe('health endpoints of a console that is starting', () => {
  it('is live but not ready (503 starting) until its migrations are done, then ready', async () => {
    const db = env.database.db;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Migrations begin with exec: held at the gate, the start stays at its migrations.
    const held: Database = { ...db, exec: async (sql) => gate.then(() => db.exec(sql)) };
    const port = await freePort();
    const starting = startTestServer(held, { port });
    const origin = `http://127.0.0.1:${port}`;
    let ready: Awaited<ReturnType<typeof health>> | undefined;
    for (let attempt = 0; attempt < 200 && ready === undefined; attempt += 1) {
      ready = await health(origin, 'ready').catch(() => undefined);
      if (ready === undefined) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(ready).toMatchObject({ status: 503, body: { status: 'starting' }, cache: 'no-store' });
    expect(await health(origin, 'live')).toMatchObject({ status: 200, body: { status: 'live' } });
    release();
    const server = await starting;
    env.servers.push(server);
    expect(await health(origin, 'ready')).toMatchObject({ status: 200, body: { status: 'ready' } });
  });
});
