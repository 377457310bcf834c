import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { badRequests, MIN_REQUESTS_PER_ENDPOINT } from '../support/badInput/cases';
import { answerProblem, describeFailure } from '../support/badInput/check';
import { fingerprint } from '../support/badInput/fingerprint';
import { sendAll } from '../support/badInput/send';
import { discoverEndpoints, mountedServices } from '../support/badInput/services';
import { signIn } from '../support/oidcSignIn';
import { createTestEnvironment, type TestEnvironment } from '../support/testServer';

/**
 * Generated bad input for every endpoint of every reference service, found in the services'
 * route tables and made from the schemas each endpoint declares (server/api/routes.ts): at least
 * MIN_REQUESTS_PER_ENDPOINT requests each, seeded (BAD_INPUT_SEED to vary), sent 8 at a time.
 * Each must be a 4xx JSON `{ error }` naming the field at fault when there is one, never a 5xx,
 * and nothing stored may change (fingerprint.ts). A call declaring a multipart body gets bad
 * multipart bodies instead of JSON ones (multipartCases.ts): the delivery image upload of manual
 * fulfilment is one.
 */

const SEED = Number(process.env.BAD_INPUT_SEED ?? 20_250_214);
const CONCURRENCY = 8;
const SHOWN_FAILURES = 8;

/** The answers that are wrong, described for the report. */
function wrongAnswers(name: string, calls: ReturnType<typeof badRequests>, answers: Awaited<ReturnType<typeof sendAll>>): string[] {
  return calls.flatMap((call, index) => {
    const answer = answers[index];
    const problem = answer ? answerProblem(call, answer) : 'no answer';
    return problem && answer ? [describeFailure(name, call, answer, problem)] : [];
  });
}

// The route tables are read from apps made the way the server makes them; building an app runs no query.
const unusedDatabase: Database = {
  kind: 'pglite',
  query: () => Promise.reject(new Error('not used')),
  exec: () => Promise.reject(new Error('not used')),
  transaction: () => Promise.reject(new Error('not used')),
  close: () => Promise.resolve(),
};
const { endpoints, undeclared } = discoverEndpoints(mountedServices(unusedDatabase, () => Promise.reject(new Error('not used'))));

let env: TestEnvironment;
let origin: string;
let token: string;
let db: Database;

beforeAll(async () => {
  env = await createTestEnvironment();
  const server = await env.start();
  origin = server.origin;
  db = server.db;
  token = (await signIn(origin)).idToken;
});

afterAll(async () => {
  await env?.stop();
});

describe('the generated bad-input suite', () => {
  it('finds every service and declares the input of every endpoint', () => {
    expect(undeclared, 'endpoints without describeRoute (server/api/routes.ts): declare their body, query and path schemas, or NO_INPUT').toEqual([]);
    expect(new Set(endpoints.map((endpoint) => endpoint.mount))).toEqual(new Set(['/api/admin', '/api/shop', '/api/labels', '/api/dev', '/api/storefront']));
    expect(endpoints.length).toBeGreaterThan(30);
  });

  it.each(endpoints.map((endpoint) => [`${endpoint.route.method} ${endpoint.mount}${endpoint.route.path}`, endpoint] as const))(
    '%s: every bad request is a 4xx JSON naming its field; nothing is written',
    async (name, endpoint) => {
      const calls = badRequests(endpoint, SEED);
      expect(calls.length, name).toBeGreaterThanOrEqual(MIN_REQUESTS_PER_ENDPOINT);
      const before = await fingerprint(db);
      const failures = wrongAnswers(name, calls, await sendAll(origin, token, calls, CONCURRENCY));
      const report = `${failures.length} of ${calls.length} bad requests answered wrongly (seed ${SEED}):\n${failures.slice(0, SHOWN_FAILURES).join('\n')}`;
      expect(failures, report).toEqual([]);
      expect(await fingerprint(db), `${name}: stored rows changed`).toEqual(before);
    },
  );
});

describe('the generated bad multipart requests', () => {
  it('cover every call taking a file, the delivery image upload among them', () => {
    const multipart = endpoints.filter((endpoint) => endpoint.route.multipart);
    expect(multipart.map((endpoint) => `${endpoint.route.method} ${endpoint.mount}${endpoint.route.path}`)).toContain('POST /api/admin/order/fulfilltask/imageupload');
    for (const endpoint of multipart) {
      expect(badRequests(endpoint, SEED).filter((call) => call.what.startsWith('multipart:')).length, endpoint.route.path).toBeGreaterThan(30);
    }
  });
});
