import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnvironment, startTestServer, type TestEnvironment } from '../support/testServer';
import { anyOf } from '../support/matchers';

let env: TestEnvironment;
beforeAll(async () => {
  env = await createTestEnvironment();
});
afterAll(async () => {
  await env.stop();
});

const BODY = 'grant_type=refresh_token&client_id=console&refresh_token=not-a-token';

interface InFlight {
  /** Sends the rest of the body. */
  finish(): void;
  /** The status the server answered, or the error the connection ended with. */
  outcome: Promise<{ status: number } | { error: string }>;
}

/**
 * A token request the server has received but cannot answer yet: its body is held back after
 * the server's `100 Continue` (which proves the request reached it), until `finish`.
 */
async function requestInFlight(origin: string): Promise<InFlight> {
  const url = new URL('/oidc/token', origin);
  const outgoing = request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': Buffer.byteLength(BODY), Expect: '100-continue' },
  });
  const outcome = new Promise<{ status: number } | { error: string }>((resolve) => {
    outgoing.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
      response.on('error', (error) => resolve({ error: error.message }));
    });
    outgoing.on('error', (error) => resolve({ error: error.message }));
  });
  await new Promise<void>((resolve, reject) => {
    outgoing.once('continue', () => resolve());
    outgoing.once('error', reject);
    outgoing.flushHeaders();
  });
  outgoing.write(BODY.slice(0, 10));
  return { finish: () => outgoing.end(BODY.slice(10)), outcome };
}

describe('stopping a console process', () => {
  it('with a grace period, refuses new connections at once and answers the request in flight before it stops', async () => {
    const server = await startTestServer(env.database.db);
    const inFlight = await requestInFlight(server.origin);
    const stopped = server.close(30_000);
    // The listener is closed: a new connection is refused while the old request is still open.
    await expect(fetch(`${server.origin}/health/live`)).rejects.toThrow();
    inFlight.finish();
    // The provider reads the whole body and refuses the made-up refresh token: an answer, not a cut.
    expect(await inFlight.outcome).toEqual({ status: 400 });
    await stopped;
  });

  it('without one, cuts the request in flight', async () => {
    const server = await startTestServer(env.database.db);
    const inFlight = await requestInFlight(server.origin);
    await server.close(0);
    expect(await inFlight.outcome).toMatchObject({ error: anyOf(String) });
  });
});
