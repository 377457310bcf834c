import { createStorefrontApiClient, type StorefrontApiClient } from '@shopify/storefront-api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { onSignedInServer } from '../support/signedInServer';

/**
 * The storefront service driven by Shopify's own client (@shopify/storefront-api-client) as it
 * would drive the real Storefront API 2025-01, for the calls of 000 §7: the client asks for
 * https://<store>/api/2025-01/graphql.json, which the fetch below sends to the reference
 * service's address with the console's bearer token (the client only sends Shopify's access
 * token header). Also GET /landingpage/all on the shop API, with the console's language header.
 */

let origin: string;
let token: string;

onSignedInServer((server) => ({ origin, token } = server));

/** Addresses the client asked for, to check it asked for the 2025-01 endpoint. */
const asked: string[] = [];
let client: StorefrontApiClient;

beforeAll(() => {
  client = createStorefrontApiClient({
    storeDomain: origin,
    apiVersion: '2025-01',
    publicAccessToken: 'storefront-access-token',
    // 2025-01 has left the client's list of supported versions: it says so through the logger.
    logger: () => undefined,
    customFetchApi: (url, init) => {
      asked.push(url);
      const headers = new Headers(init?.headers);
      headers.set('authorization', `Bearer ${token}`);
      return fetch(`${origin}/api/storefront/graphql`, { ...init, headers });
    },
  });
});

interface Edges<T> {
  edges: { node: T }[];
}
const nodes = <T>(connection: Edges<T>): T[] => connection.edges.map((edge) => edge.node);

/** The data of an answer the client read without errors. */
async function data<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const answer = await client.request<T>(query, variables === undefined ? {} : { variables });
  expect(answer.errors, JSON.stringify(answer.errors?.graphQLErrors ?? answer.errors?.message)).toBeUndefined();
  if (answer.data === undefined) throw new Error('the client read no data');
  return answer.data;
}

const TITLES = `query Titles($q: String) { products(first: 25, query: $q) { edges { node { title availableForSale } } } }`;
async function titles(q: string): Promise<string[]> {
  const answer = await data<{ products: Edges<{ title: string; availableForSale: boolean }> }>(TITLES, { q });
  return nodes(answer.products).map((product) => product.title);
}

interface VariantNode {
  __typename: string;
  id: string;
  title: string;
  sku: string;
  selectedOptions: { name: string; value: string }[];
  product: { handle: string };
}
interface ProductNode {
  __typename: string;
  id: string;
  handle: string;
  title: string;
  variants: Edges<{ id: string; title: string }>;
}

const NODE = `query Node($id: ID!) {
  node(id: $id) {
    __typename id
    ... on Product { handle title variants(first: 45) { edges { node { id title } } } }
    ... on ProductVariant { title sku selectedOptions { name value } product { handle } }
  }
}`;

describe("the storefront through Shopify's client", () => {
  it('asks for the 2025-01 endpoint', async () => {
    await data(`{ shop { currencyCode } }`);
    expect(asked.at(-1)).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/api\/2025-01\/graphql\.json$/);
  });

  it('node(id:) answers a product and one of its variants, by their global ids', async () => {
    const { product } = await data<{ product: { id: string } }>(`{ product(handle: "sunny-days") { id } }`);
    const byId = await data<{ node: ProductNode }>(NODE, { id: product.id });
    expect(byId.node).toMatchObject({ __typename: 'Product', id: product.id, handle: 'sunny-days', title: 'Sunny Days' });
    expect(nodes(byId.node.variants).map((variant) => variant.title)).toEqual(['Standard', 'Deluxe', 'Grand']);

    const deluxe = nodes(byId.node.variants)[1];
    if (!deluxe) throw new Error('Sunny Days has no Deluxe variant');
    expect(deluxe.id).toMatch(/^gid:\/\/shopify\/ProductVariant\/\d+$/);
    const variant = await data<{ node: VariantNode }>(NODE, { id: deluxe.id });
    expect(variant.node).toEqual({
      __typename: 'ProductVariant',
      id: deluxe.id,
      title: 'Deluxe',
      sku: 'SUNNY-DAYS-DX',
      selectedOptions: [{ name: 'Size', value: 'Deluxe' }],
      product: { handle: 'sunny-days' },
    });
  });

  it('node(id:) answers null for an id of nothing, nodes(ids:) each in order; a text that is no global id is an error the client reads', async () => {
    const { product } = await data<{ product: { id: string } }>(`{ product(handle: "contemporary-modern") { id } }`);
    expect(await data(NODE, { id: 'gid://shopify/Product/999999' })).toEqual({ node: null });
    // A real shop's 13-digit id names nothing here.
    expect(await data(NODE, { id: 'gid://shopify/ProductVariant/7982853456082' })).toEqual({ node: null });
    const several = await data<{ nodes: ({ id: string } | null)[] }>(`query N($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids: ['gid://shopify/Product/999999', product.id] });
    expect(several.nodes).toEqual([null, { id: product.id }]);

    const invalid = await client.request(NODE, { variables: { id: '42' } });
    expect(invalid.errors?.networkStatusCode).toBe(200);
    expect(invalid.errors?.graphQLErrors?.map((error) => error.message)).toEqual(["Invalid global id '42'."]);
    expect(invalid.data).toEqual({ node: null });
  });

  it('searches with available_for_sale: products with a variant for sale, or none', async () => {
    // Classic Glass Vase is sold out; Teddy Bear is out of stock and Scented Candle not for sale.
    expect(await titles('product_type:Vase AND tag:active AND available_for_sale:true')).toEqual(['Contemporary Modern', 'Ceramic Pitcher']);
    expect(await titles('product_type:Vase available_for_sale:false')).toEqual(['Classic Glass Vase']);
    expect(await titles('product_type:Gift-adds AND available_for_sale:TRUE')).toEqual(['Chocolate Truffles', 'Happy Birthday Balloon']);
    // Autumn Harvest has no size left: every other bouquet of the type is for sale.
    const flowers = await titles('product_type:Flowers AND available_for_sale:true');
    expect(flowers).not.toContain('Autumn Harvest');
    expect(flowers).toContain('Sunny Days');
    expect(await titles('tag:bouquet AND tag_not:Signature')).toEqual(['Autumn Harvest']);
  });

  it('finds the landing-page bouquets (tag LANDING, first 20) for sale', async () => {
    expect(await titles('tag:LANDING AND available_for_sale:true')).toEqual(['Sunny Days', 'Wild Meadow', 'Luxe Red Roses']);
  });

  it("answers each variant's selectedOptions and the product's options: sizes, or Title for a product without options", async () => {
    type Options = { options: { name: string; values: string[] }[]; variants: Edges<{ title: string; selectedOptions: { name: string; value: string }[] }> };
    const query = `query ByHandle($handle: String!) { product(handle: $handle) {
      options { name values }
      variants(first: 45) { edges { node { title selectedOptions { name value } } } }
    } }`;
    const bouquet = await data<{ product: Options }>(query, { handle: 'birthday-celebration-box' });
    expect(bouquet.product.options).toEqual([{ name: 'Size', values: ['Standard', 'Deluxe', 'Grand'] }]);
    expect(nodes(bouquet.product.variants)).toEqual([
      { title: 'Standard', selectedOptions: [{ name: 'Size', value: 'Standard' }] },
      { title: 'Deluxe', selectedOptions: [{ name: 'Size', value: 'Deluxe' }] },
      { title: 'Grand', selectedOptions: [{ name: 'Size', value: 'Grand' }] },
    ]);
    const vase = await data<{ product: Options }>(query, { handle: 'contemporary-modern' });
    expect(vase.product.options).toEqual([{ name: 'Title', values: ['Default Title'] }]);
    expect(nodes(vase.product.variants)).toEqual([{ title: 'Default Title', selectedOptions: [{ name: 'Title', value: 'Default Title' }] }]);
  });

  it("gives the client a GraphQL error's message: a search the service does not take, a document that does not parse or names no field", async () => {
    const refused = await client.request(`{ products(first: 5, query: "vendor:Acme") { edges { node { title } } } }`);
    expect(refused.errors?.networkStatusCode).toBe(200);
    expect(refused.errors?.graphQLErrors?.[0]?.message).toBe("Search query: 'vendor:Acme' is not supported; use title:, product_type:, tag:, tag_not: or available_for_sale:.");
    expect(refused.errors?.graphQLErrors?.[0]?.path).toEqual(['products']);

    const badValue = await client.request(TITLES, { variables: { q: 'available_for_sale:maybe' } });
    expect(badValue.errors?.graphQLErrors?.[0]?.message).toBe("Search query: available_for_sale: must be true or false, not 'maybe'.");

    const broken = await client.request(`{ products(first: 1) { edges { node { title } }`);
    expect(broken.errors?.networkStatusCode).toBe(200);
    expect(broken.errors?.graphQLErrors?.[0]?.message).toMatch(/^Syntax Error/);
    // Where the document ends, unclosed.
    expect(broken.errors?.graphQLErrors?.[0]?.locations).toEqual([{ line: 1, column: 48 }]);

    const unknown = await client.request(`{ shop { email } }`);
    expect(unknown.errors?.graphQLErrors?.[0]?.message).toBe('Cannot query field "email" on type "Shop".');
  });
});

describe('GET /landingpage/all (shop API)', () => {
  interface LandingPage {
    id: number;
    handle: string;
    title: string;
    description: string;
    productTag: string;
  }
  const landingPages = (headers: Record<string, string>) => fetch(`${origin}/api/shop/landingpage/all`, { headers: { accept: 'application/json', ...headers } });

  it('answers the landing pages in the language of the language header: en-ca as the console sends it, or fr-ca', async () => {
    const english = await landingPages({ authorization: `Bearer ${token}`, language: 'en-CA' });
    expect(english.status).toBe(200);
    const pages = (await english.json()) as LandingPage[];
    expect(pages.map((page) => [page.handle, page.title, page.productTag])).toEqual([
      ['flower-delivery', 'Flower Delivery Across Canada', 'LANDING'],
      ['same-day-delivery', 'Same-Day Flower Delivery', 'LANDING'],
      ['birthday-flowers', 'Birthday Flowers', 'LANDING'],
    ]);
    expect(pages[0]?.description).toBe('Fresh bouquets arranged by local florists and delivered to the door.');

    const french = (await (await landingPages({ authorization: `Bearer ${token}`, language: 'fr-ca' })).json()) as LandingPage[];
    expect(french.map((page) => page.title)).toEqual(['Livraison de fleurs partout au Canada', 'Livraison de fleurs le jour même', 'Fleurs d’anniversaire']);
    expect(french.map((page) => page.id)).toEqual(pages.map((page) => page.id));
    // No header: English.
    expect(((await (await landingPages({ authorization: `Bearer ${token}` })).json()) as LandingPage[]).map((page) => page.title)).toEqual(pages.map((page) => page.title));
  });

  it('refuses another language naming the header, and a call without a token', async () => {
    const german = await landingPages({ authorization: `Bearer ${token}`, language: 'de-DE' });
    expect(german.status).toBe(400);
    expect(await german.json()).toEqual({ error: 'The landing page request is not valid.', fields: { language: 'must be en-ca or fr-ca' } });
    expect((await landingPages({ language: 'en-CA' })).status).toBe(401);
  });
});
