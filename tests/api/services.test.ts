import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, expectJsonError } from '../support/api';
import { signIn } from '../support/oidcSignIn';
import { createTestEnvironment, type TestEnvironment, type TestServer } from '../support/testServer';

let env: TestEnvironment;
let server: TestServer;
let idToken: string;

beforeAll(async () => {
  env = await createTestEnvironment();
  server = await env.start();
  idToken = (await signIn(server.origin)).idToken;
});

afterAll(async () => {
  await env?.stop();
});

interface GraphqlAnswer {
  data?: { shop?: { currencyCode?: string; name?: string } } | null;
  errors?: { message: string }[];
}

describe.each(['shop', 'labels', 'dev'])('the %s service', (service) => {
  it('answers its status to a signed-in caller', async () => {
    const answer = await callApi(server.origin, `/api/${service}/status`, { token: idToken });
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(answer.body).toEqual({ service, status: 'up' });
  });

  it('answers 401 JSON without a token, or with a bad one', async () => {
    expectJsonError(await callApi(server.origin, `/api/${service}/status`), 401);
    expectJsonError(await callApi(server.origin, `/api/${service}/status`, { token: 'a.b.c' }), 401);
  });

  it('answers unknown calls with 404 JSON', async () => {
    expectJsonError(await callApi(server.origin, `/api/${service}/nope`, { token: idToken }), 404);
  });
});

describe('the storefront GraphQL endpoint', () => {
  const path = '/api/storefront/graphql';

  it('answers a query: the shop sells in Canadian dollars', async () => {
    const answer = await callApi<GraphqlAnswer>(server.origin, path, {
      token: idToken,
      json: { query: '{ shop { currencyCode } }' },
    });
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(answer.body.data?.shop?.currencyCode).toBe('CAD');
    expect(answer.body.errors).toBeUndefined();
  });

  it('takes variables and named operations', async () => {
    const answer = await callApi<GraphqlAnswer>(server.origin, path, {
      token: idToken,
      json: { query: 'query Shop($skip: Boolean!) { shop { name @skip(if: $skip) currencyCode } }', variables: { skip: true } },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.shop).toEqual({ currencyCode: 'CAD' });
  });

  it('answers 400 without a query', async () => {
    const missing = expectJsonError(await callApi(server.origin, path, { token: idToken, json: {} }), 400);
    expect(missing.fields).toHaveProperty('query');
    expectJsonError(await callApi(server.origin, path, { token: idToken, json: { query: 42 } }), 400);
  });

  it('answers 200 with GraphQL errors for a query it cannot run, as Shopify does', async () => {
    const answer = await callApi<GraphqlAnswer>(server.origin, path, { token: idToken, json: { query: '{ shop { price } }' } });
    expect(answer.status).toBe(200);
    expect(answer.body.errors?.[0]?.message).toMatch(/price/);
  });

  it('answers 400 JSON for a malformed body', async () => {
    expectJsonError(await callApi(server.origin, path, { token: idToken, rawJson: '{ "query": ' }), 400);
  });

  it('answers 401 JSON without a token', async () => {
    expectJsonError(await callApi(server.origin, path, { json: { query: '{ shop { currencyCode } }' } }), 401);
  });
});
