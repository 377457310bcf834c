import { buildSchema, graphql } from 'graphql';
import type { TokenVerifier } from '../auth';
import { createServiceApp, type ApiApp } from '../common';
import { jsonError } from '../errors';

/** Storefront API version the console asks for (000 §9). */
export const STOREFRONT_API_VERSION = '2025-01';

const schema = buildSchema(`
  "The shop behind the storefront."
  type Shop {
    name: String!
    currencyCode: String!
  }
  type Query {
    shop: Shop!
  }
`);

const root = { shop: () => ({ name: 'Flower and gift delivery', currencyCode: 'CAD' }) };

/** The storefront GraphQL endpoint (POST /graphql with { query, variables }). */
export function createStorefrontApi(verify: TokenVerifier): ApiApp {
  const app = createServiceApp(verify);
  app.post('/graphql', async (c) => {
    const body = (await c.req.json().catch(() => undefined)) as { query?: unknown; variables?: unknown } | undefined;
    if (!body || typeof body.query !== 'string') return jsonError(c, 400, 'A GraphQL query is required.', { query: 'is required' });
    const variables = typeof body.variables === 'object' && body.variables !== null ? (body.variables as Record<string, unknown>) : undefined;
    const result = await graphql({ schema, source: body.query, rootValue: root, variableValues: variables });
    return c.json(result, result.errors && !result.data ? 400 : 200);
  });
  return app;
}
