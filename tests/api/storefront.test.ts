import { describe, expect, it } from 'vitest';
import { nextWeekCodes } from '../../shared/weekCodes';
import type { Database } from '../../server/db/database';
import { onSignedInServer } from '../support/signedInServer';
import { callApi, expectFieldErrors, expectJsonError } from '../support/api';

/** The storefront GraphQL catalogue (000 §3, 001 §3, §5, §7) on the real server over the seeded tables. */

let origin: string;
let token: string;
let db: Database;

onSignedInServer((server) => ({ origin, token, db } = server));

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string }[];
}

const PATH = '/api/storefront/graphql';
const ask = (query: string, variables?: Record<string, unknown>) =>
  callApi<Answer>(origin, PATH, { token, json: variables === undefined ? { query } : { query, variables } });

/** The data of a successful answer. */
async function data<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const answer = await ask(query, variables);
  expect(answer.body.errors, JSON.stringify(answer.body.errors)).toBeUndefined();
  expect(answer.status).toBe(200);
  return answer.body.data as T;
}

interface Edges<T> {
  edges: { node: T }[];
}
const nodes = <T>(connection: Edges<T>): T[] => connection.edges.map((edge) => edge.node);

const TITLES = `query Titles($q: String) { products(first: 50, query: $q) { edges { node { title } } } }`;
async function titles(q: string): Promise<string[]> {
  const answer = await data<{ products: Edges<{ title: string }> }>(TITLES, { q });
  return nodes(answer.products).map((product) => product.title);
}

describe('products(first, query) search', () => {
  it('finds a product by title as the bulk order screen asks: the first match with its type, image and up to 10 variants', async () => {
    const answer = await data<{ products: Edges<unknown> }>(
      `query ProductByTitle($q: String!) {
        products(first: 1, query: $q) {
          edges { node { productType title featuredImage { url } variants(first: 10) { edges { node { title sku } } } } }
        }
      }`,
      { q: 'title:"Sunny Days"' },
    );
    expect(nodes(answer.products)).toEqual([
      {
        productType: 'Flowers',
        title: 'Sunny Days',
        featuredImage: { url: 'https://images.example.com/catalogue/sunny-days.jpg' },
        variants: {
          edges: [
            { node: { title: 'Standard', sku: 'SUNNY-DAYS-S' } },
            { node: { title: 'Deluxe', sku: 'SUNNY-DAYS-DX' } },
            { node: { title: 'Grand', sku: 'SUNNY-DAYS-GRD' } },
          ],
        },
      },
    ]);
  });

  it('matches any part of a title, ignoring case, and nothing when no title holds it', async () => {
    expect(await titles('title:rose')).toEqual(['Luxe Red Roses']);
    expect(await titles('title:100%')).toEqual([]);
  });

  it('filters by product type and tag, every term holding', async () => {
    expect(await titles('product_type:Card AND tag:card-ongoing')).toEqual(['Thinking of You Card', 'Congratulations Card', 'With Sympathy Card', 'No Card']);
    expect(await titles('product_type:vase tag:TR')).toEqual(['Contemporary Modern', 'Classic Glass Vase']);
    expect(await titles('product_type:Vase')).toContain('Ceramic Pitcher');
    expect(await titles('product_type:Delivery')).toEqual(['Delivery Fee', 'Same Address Delivery']);
  });

  it('finds every bouquet type through a group of terms joined by OR, ANDed with the title', async () => {
    const bouquets = '(product_type:"Flowers" OR product_type:"Bundle" OR product_type:"Curated_Bundle")';
    // 'birthday' is also an add-on (the balloon) and a card: the group keeps to the bouquets.
    expect(await titles('title:birthday')).toEqual(['Birthday Celebration Box', 'Happy Birthday Balloon', 'Happy Birthday Card']);
    expect(await titles(`title:"birthday" AND ${bouquets}`)).toEqual(['Birthday Celebration Box']);
    expect(await titles(`title:"cozy" AND ${bouquets}`)).toEqual(['Cozy Night In Gift Set']);
    expect(await titles('title:"cozy" AND product_type:"Flowers"')).toEqual([]);
    const all = await titles(bouquets);
    expect(all).toHaveLength(9);
    expect(all).toEqual(expect.arrayContaining(['Sunny Days', 'Autumn Harvest', 'Cozy Night In Gift Set', 'Birthday Celebration Box']));
    expect(await titles('product_type:Bundle OR product_type:Curated_Bundle')).toEqual(['Cozy Night In Gift Set', 'Birthday Celebration Box']);
  });

  it("tags bouquets and cards with this week's and next week's codes (WWYY)", async () => {
    const [current, next] = nextWeekCodes(new Date(), 2);
    const thisWeek = await titles(`product_type:Flowers AND tag:${current} AND tag:MB`);
    expect(thisWeek).toContain('Sunny Days');
    expect(thisWeek).toContain('Prairie Sunrise');
    expect(thisWeek).not.toContain('Winter Whites');
    expect(await titles(`product_type:Flowers AND tag:${next}`)).toContain('Winter Whites');
    expect(await titles(`product_type:Flowers AND tag:${current} AND tag:TR`)).not.toContain('Prairie Sunrise');
    expect(await titles(`product_type:Card AND tag:not-${current}`)).toEqual(['Congratulations Card']);
    expect(await titles(`product_type:Card AND tag:${current}`)).toEqual(['Happy Birthday Card']);
  });

  it('answers prices, quantities and sale flags of the variants', async () => {
    const detail = await data<{ products: Edges<unknown> }>(
      `{ products(first: 10, query: "product_type:Gift-adds") { edges { node {
          title availableForSale priceRange { minVariantPrice { amount currencyCode } }
          variants(first: 1) { edges { node { availableForSale quantityAvailable priceV2 { amount currencyCode } } } }
      } } } }`,
    );
    expect(nodes(detail.products)).toEqual([
      { title: 'Chocolate Truffles', availableForSale: true, priceRange: { minVariantPrice: { amount: '12.0', currencyCode: 'CAD' } }, variants: { edges: [{ node: { availableForSale: true, quantityAvailable: 50, priceV2: { amount: '12.0', currencyCode: 'CAD' } } }] } },
      { title: 'Teddy Bear', availableForSale: false, priceRange: { minVariantPrice: { amount: '18.0', currencyCode: 'CAD' } }, variants: { edges: [{ node: { availableForSale: false, quantityAvailable: 0, priceV2: { amount: '18.0', currencyCode: 'CAD' } } }] } },
      { title: 'Happy Birthday Balloon', availableForSale: true, priceRange: { minVariantPrice: { amount: '8.0', currencyCode: 'CAD' } }, variants: { edges: [{ node: { availableForSale: true, quantityAvailable: 20, priceV2: { amount: '8.0', currencyCode: 'CAD' } } }] } },
      { title: 'Scented Candle', availableForSale: false, priceRange: { minVariantPrice: { amount: '22.0', currencyCode: 'CAD' } }, variants: { edges: [{ node: { availableForSale: false, quantityAvailable: 14, priceV2: { amount: '22.0', currencyCode: 'CAD' } } }] } },
    ]);
  });

  it('pages with first and after, and says whether more follow', async () => {
    type Page = { products: Edges<{ title: string }> & { pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null } } };
    const query = `query Page($after: String) { products(first: 2, after: $after, query: "product_type:Card") {
      edges { node { title } } pageInfo { hasNextPage hasPreviousPage endCursor } } }`;
    const first = await data<Page>(query);
    expect(nodes(first.products).map((node) => node.title)).toEqual(['Happy Birthday Card', 'Holiday Greetings Card']);
    expect(first.products.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const pages = [first];
    while (pages.at(-1)?.products.pageInfo.hasNextPage) pages.push(await data<Page>(query, { after: pages.at(-1)?.products.pageInfo.endCursor }));
    expect(pages.flatMap((page) => nodes(page.products).map((node) => node.title))).toEqual(await titles('product_type:Card'));
    expect(pages.at(-1)?.products.pageInfo.hasPreviousPage).toBe(true);
  });

  it('reads the stored quantities: a change in the table shows in the next answer', async () => {
    await db.query(`update storefront_variant set quantity_available = 3 where sku = 'CHOCOLATE-TRUFFLES'`);
    const answer = await data<{ product: { variants: Edges<{ quantityAvailable: number }> } }>(
      `{ product(handle: "chocolate-truffles") { variants(first: 1) { edges { node { quantityAvailable } } } } }`,
    );
    expect(nodes(answer.product.variants)).toEqual([{ quantityAvailable: 3 }]);
  });
});

describe('product(id | handle) and productByHandle', () => {
  it('finds the Contemporary Modern vase by handle, by id and by the older productByHandle', async () => {
    const byHandle = await data<{ product: { id: string; title: string; productType: string; variants: Edges<{ title: string }> } }>(
      `{ product(handle: "contemporary-modern") { id title productType variants(first: 10) { edges { node { title } } } } }`,
    );
    expect(byHandle.product).toMatchObject({ title: 'Contemporary Modern', productType: 'Vase', variants: { edges: [{ node: { title: 'Default Title' } }] } });
    expect(byHandle.product.id).toMatch(/^gid:\/\/shopify\/Product\/\d+$/);
    const byId = await data<{ product: { handle: string } }>(`query ById($id: ID!) { product(id: $id) { handle } }`, { id: byHandle.product.id });
    expect(byId.product).toEqual({ handle: 'contemporary-modern' });
    const older = await data<{ productByHandle: { title: string } }>(`{ productByHandle(handle: "same-address-delivery") { title variants(first: 1) { edges { node { price { amount } } } } } }`);
    expect(older.productByHandle).toEqual({ title: 'Same Address Delivery', variants: { edges: [{ node: { price: { amount: '2.0' } } }] } });
  });

  it('answers null for a handle no product has', async () => {
    expect(await data(`{ product(handle: "no-such-thing") { title } }`)).toEqual({ product: null });
  });

  it('answers a field error for a malformed id, and for both or neither of id and handle', async () => {
    for (const query of [`{ product(id: "42") { title } }`, `{ product { title } }`, `{ product(id: "gid://shopify/Product/1", handle: "x") { title } }`]) {
      const answer = await ask(query);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ product: null });
      expect(answer.body.errors?.[0]?.message).toMatch(/Invalid global id|exactly one of id or handle/);
    }
  });
});

describe('bad requests', () => {
  // Shopify's Storefront API answers 200 with errors[] for anything it reads as GraphQL; GraphQL
  // clients (Shopify's own) read the message only then (tests/api/storefrontClient.test.ts).
  it('answers 200 with GraphQL errors and no data for a search the subset does not take', async () => {
    const answer = await ask(`{ products(first: 5, query: "title:a OR title:b AND tag:c") { edges { node { title } } } }`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBeNull();
    expect(answer.body.errors?.[0]?.message).toBe("Search query: AND and OR are mixed without parentheses in 'title:a OR title:b AND tag:c'; put the terms joined by OR in parentheses.");
    const negated = await ask(`{ products(first: 5, query: "title:a AND NOT tag:b") { edges { node { title } } } }`);
    expect(negated.status).toBe(200);
    expect(negated.body.errors?.[0]?.message).toBe("Search query: only terms joined by AND or OR are supported, not 'NOT'.");
    const open = await ask(`{ products(first: 5, query: "title:a AND (tag:b OR tag:c") { edges { node { title } } } }`);
    expect(open.body.errors?.[0]?.message).toBe("Search query: a '(' is not closed in 'title:a AND (tag:b OR tag:c'.");
  });

  it('answers 200 with an error without first, or with first above 250', async () => {
    const missing = await ask(`{ products(query: "title:a") { edges { node { title } } } }`);
    expect(missing.status).toBe(200);
    expect(missing.body.errors?.[0]?.message).toBe('You must provide one of first or last.');
    const tooMany = await ask(`{ products(first: 251) { edges { node { title } } } }`);
    expect(tooMany.status).toBe(200);
    expect(tooMany.body.errors?.[0]?.message).toContain('between 0 and 250');
  });

  it('answers 200 with errors and no data for a document that does not parse or asks for a field the schema lacks', async () => {
    const broken = await ask(`{ products(first: 1) { edges { node { title } }`);
    expect(broken.status).toBe(200);
    expect(broken.body.data).toBeUndefined();
    expect(broken.body.errors?.[0]?.message).toMatch(/Syntax Error/);
    const unknown = await ask(`{ products(first: 1) { edges { node { vendor } } } }`);
    expect(unknown.status).toBe(200);
    expect(unknown.body.errors?.[0]?.message).toContain('Cannot query field "vendor"');
  });

  it('answers 400 for a body that is no GraphQL request: not JSON, or without a query', async () => {
    expectJsonError(await callApi(origin, PATH, { token, rawJson: '{"query": ' }), 400);
    expectFieldErrors(await callApi(origin, PATH, { token, json: { variables: {} } }), 400, ['query']);
  });

  it('answers 401 without a token', async () => {
    expectJsonError(await callApi(origin, PATH, { json: { query: '{ products(first: 1) { edges { node { title } } } }' } }), 401);
  });
});
