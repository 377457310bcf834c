import { describe, expect, it, vi } from 'vitest';
import { callEndpoint, endpointUrl } from '../../runtime/api/callEndpoint';
import { graphqlBody } from '../../runtime/api/graphqlBody';
import type { Endpoint } from '../../runtime/generated/screen';
import { textOf } from '../../shared/textOf';
import { requestUrl } from '../support/requestUrl';

const services = { admin: 'https://admin.test/api', shop: 'https://shop.test', storefrontGraphql: 'https://store.test/api/storefront/graphql', labels: 'https://l.test', dev: 'https://dev.test' };
const document = 'query ProductByTitle($q: String!, $first: Int) { products(first: $first, query: $q) { edges { node { title variants(first: 10) { edges { node { title sku } } } } } } }';

describe('graphqlBody', () => {
  it('sends the document as written: its selection sets are never read as placeholders', () => {
    const body = graphqlBody({ query: document, variables: {} }, { title: 'Sunny', sku: 'X' });
    expect(body.query).toBe(document);
  });

  it('fills each variable from its template; one whole placeholder keeps the value’s type', () => {
    const body = graphqlBody({ query: document, variables: { q: 'title:"{title}" AND product_type:{productType}', first: '{count}' } }, { title: 'Sunny Days', productType: 'Flowers', count: 1 });
    expect(body.variables).toEqual({ q: 'title:"Sunny Days" AND product_type:Flowers', first: 1 });
  });

  it('leaves out a variable whose one placeholder has no value, and sends no variables as {}', () => {
    expect(graphqlBody({ query: document, variables: { q: 'title:{title}', first: '{count}' } }, { title: 'Rose' }).variables).toEqual({ q: 'title:Rose' });
    expect(graphqlBody({ query: '{ shop { name } }' }, {}).variables).toEqual({});
  });
});

describe('a GraphQL endpoint called', () => {
  const endpoint: Endpoint = { method: 'POST', path: '/', service: 'storefrontGraphql', graphql: { query: document, variables: { q: 'title:"{title}"', first: '{first}' } }, errorText: 'errors.0.message' };

  it('posts { query, variables } to the service’s own URL ("/" adds no slash)', async () => {
    const fetchImpl = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(new Response(JSON.stringify({ data: { products: { edges: [] } } }), { status: 200 })));
    const result = await callEndpoint(endpoint, { services, token: 't', language: 'en-CA', context: { title: 'Sunny', first: 1, other: 'not sent' }, fetchImpl });
    expect(result.ok).toBe(true);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url === undefined ? undefined : requestUrl(url)).toBe('https://store.test/api/storefront/graphql');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(textOf(init?.body))).toEqual({ query: document, variables: { q: 'title:"Sunny"', first: 1 } });
  });

  it('reads a refused document’s message where errorText says', async () => {
    const fetchImpl = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ errors: [{ message: "Search query: 'x' is not supported" }] }), { status: 400 })));
    const result = await callEndpoint(endpoint, { services, token: 't', language: 'en-CA', context: { title: 'Sunny' }, fetchImpl });
    expect(result).toMatchObject({ ok: false, status: 400, errorText: "Search query: 'x' is not supported" });
  });

  it('still appends a path other than "/" to the service URL', () => {
    expect(endpointUrl({ method: 'GET', path: '/places/{id}' }, { services, context: { id: 7 } })).toBe('https://admin.test/api/places/7');
    expect(endpointUrl({ method: 'GET', path: '/' }, { services })).toBe('https://admin.test/api');
  });
});
