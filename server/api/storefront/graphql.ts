import { graphql } from 'graphql';
import type { Database } from '../../db/database';
import type { TokenVerifier } from '../auth';
import { createServiceApp, type ApiApp } from '../common';
import { validBody } from '../admin/http';
import { describeRoute } from '../routes';
import { storefrontRoot, type StorefrontContext } from './resolvers';
import { storefrontSchema } from './schema';

/** Storefront API version the console asks for (000 §9). */
export const STOREFRONT_API_VERSION = '2025-01';

/** The longest query text taken: far above any query the console sends. */
const MAX_QUERY_LENGTH = 100_000;

/** The body of POST /graphql (GraphQL over HTTP): a query, and its variables and operation when any. */
interface GraphqlRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

const GRAPHQL_REQUEST = {
  type: 'object',
  properties: {
    query: { type: 'string', minLength: 1, maxLength: MAX_QUERY_LENGTH, description: 'The GraphQL document.' },
    variables: { type: ['object', 'null'], description: 'Values of the operation variables.' },
    operationName: { type: ['string', 'null'], maxLength: 1000, description: 'Which operation of the document to run.' },
    extensions: { type: ['object', 'null'], description: 'Protocol extensions (ignored).' },
  },
  required: ['query'],
  additionalProperties: false,
} as const;

/**
 * The storefront GraphQL endpoint (POST /graphql with { query, variables }) over the catalogue
 * tables (and the cartCreate mutation, server/api/storefront/cart.ts). As Shopify's Storefront
 * API does, every request it can read as GraphQL answers 200, its errors (a document that does
 * not parse or validate, a field that failed) in `errors[]` beside whatever data there is, so
 * GraphQL clients (Shopify's own among them) read the message; only a body that is no GraphQL
 * request (not JSON, no query) is a 400, and a missing or bad token a 401.
 */
export function createStorefrontApi(db: Database, verify: TokenVerifier): ApiApp {
  const app = createServiceApp(verify);
  const root = storefrontRoot(db);
  const validate = describeRoute<GraphqlRequest>(app, 'POST', '/graphql', { body: GRAPHQL_REQUEST, success: 200 }).body;
  app.post('/graphql', async (c) => {
    const body = await validBody(c, validate, 'The GraphQL request is not valid.');
    if (!body.ok) return body.response;
    const { query, variables, operationName } = body.value;
    const contextValue: StorefrontContext = { origin: new URL(c.req.url).origin };
    const result = await graphql({ schema: storefrontSchema, source: query, rootValue: root, contextValue, variableValues: variables ?? undefined, operationName: operationName ?? undefined });
    return c.json(result, 200);
  });
  return app;
}
