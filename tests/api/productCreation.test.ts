import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { CREATION_SUCCESS } from '../../server/api/admin/products/productCreation';
import { onSignedInServer } from '../support/signedInServer';
import { callApi, expectFieldErrors, type ApiAnswer } from '../support/api';

/** POST /inventory/product/create (001 §3, §5, §7, §8) on the real server over the seeded catalogue. */

let origin: string;
let token: string;
let db: Database;

onSignedInServer((server) => ({ origin, token, db } = server));

interface Answer {
  message: string;
  created: string[];
  skipped: string[];
}

async function idOf(handle: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('select id from storefront_product where handle = $1', [handle]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no product ${handle}`);
  return id;
}

/** The call as the console sends it: bearer token and the language header. */
async function create(body: Record<string, unknown>): Promise<ApiAnswer<Answer>> {
  const response = await fetch(`${origin}/api/admin/inventory/product/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', language: 'en-CA', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', body: JSON.parse(text) as Answer, text };
}

interface GraphProduct {
  title: string;
  handle: string;
  productType: string;
  tags: string[];
  variants: { edges: { node: { title: string; sku: string; quantityAvailable: number; price: { amount: string } } }[] };
}

async function storefrontProduct(handle: string): Promise<GraphProduct | null> {
  const answer = await callApi<{ data: { productByHandle: GraphProduct | null } }>(origin, '/api/storefront/graphql', {
    token,
    json: {
      query: `query P($h: String!) { productByHandle(handle: $h) { title handle productType tags variants(first: 10) { edges { node { title sku quantityAvailable price { amount } } } } } }`,
      variables: { h: handle },
    },
  });
  expect(answer.status).toBe(200);
  return answer.body.data.productByHandle;
}

describe('POST /inventory/product/create', () => {
  it('copies the template once per week: variants, quantities, tags, week in the SKU; the storefront then finds it by handle and by title', async () => {
    const templateId = await idOf('pastel-dreams');
    const answer = await create({
      productType: 'Flowers (Pastel)',
      prodTemplateId: String(templateId),
      regions: ['MB', 'SK'],
      weekCodes: ['0127', '0227'],
      handle: 'spring-pastels',
      quantityPerVariant: 7,
      extraTags: ['bouquet', 'Spring'],
      addWeekToSKU: true,
      addVariantPictures: false,
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ message: `${CREATION_SUCCESS} Created: spring-pastels-0127, spring-pastels-0227.`, created: ['spring-pastels-0127', 'spring-pastels-0227'], skipped: [] });

    const product = await storefrontProduct('spring-pastels-0127');
    expect(product?.title).toBe('Pastel Dreams (0127)');
    expect(product?.productType).toBe('Flowers');
    // The template's own tags without its regions and weeks, then the extra tags, the regions and the week.
    expect(product?.tags).toEqual(['bouquet', 'Signature', 'Addons', 'general', 'current', 'Style:Pastel', 'Spring', 'MB', 'SK', '0127']);
    expect(product?.variants.edges.map((edge) => edge.node)).toEqual([
      { title: 'Standard', sku: 'SPRING-PASTELS-S-0127', quantityAvailable: 7, price: { amount: '60.0' } },
      { title: 'Deluxe', sku: 'SPRING-PASTELS-DX-0127', quantityAvailable: 7, price: { amount: '75.0' } },
      { title: 'Grand', sku: 'SPRING-PASTELS-GRD-0127', quantityAvailable: 7, price: { amount: '90.0' } },
    ]);

    const search = await callApi<{ data: { products: { edges: { node: { handle: string } }[] } } }>(origin, '/api/storefront/graphql', {
      token,
      json: { query: `{ products(first: 5, query: "title:\\"Pastel Dreams (0227)\\"") { edges { node { handle } } } }` },
    });
    expect(search.body.data.products.edges.map((edge) => edge.node.handle)).toEqual(['spring-pastels-0227']);
  });

  it("keeps the template's quantities when none is given, and skips weeks made before (a resubmit after a time-out)", async () => {
    const templateId = await idOf('contemporary-modern');
    const body = { productType: 'Vase (Ongoing)', prodTemplateId: `gid://shopify/Product/${templateId}`, regions: ['MB'], weekCodes: ['0327'], handle: 'modern-vase', extraTags: [] };
    const first = await create(body);
    expect(first.status, first.text).toBe(200);
    expect((await storefrontProduct('modern-vase-0327'))?.variants.edges.map((edge) => edge.node)).toEqual([
      { title: 'Default Title', sku: 'MODERN-VASE', quantityAvailable: 30, price: { amount: '15.0' } },
    ]);

    const again = await create({ ...body, weekCodes: ['0327', '0427'], addWeekToSKU: true });
    expect(again.status, again.text).toBe(200);
    expect(again.body.created).toEqual(['modern-vase-0427']);
    expect(again.body.skipped).toEqual(['modern-vase-0327']);
    const { rows } = await db.query<{ count: number }>(`select count(*)::int as count from storefront_product where handle like 'modern-vase-%'`);
    expect(rows[0]?.count).toBe(2);
  });

  it('gives a handle taken by another product a number suffix, as the shop does', async () => {
    const templateId = await idOf('chocolate-truffles');
    await db.query(`insert into storefront_product (handle, title, product_type) values ('truffles-0527', 'Made by hand', 'Gift-adds')`);
    const answer = await create({ productType: 'Gift-adds', prodTemplateId: String(templateId), regions: ['TR'], weekCodes: ['0527'], handle: 'truffles', extraTags: [], addWeekToSKU: true });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.created).toEqual(['truffles-0527-1']);
    expect((await storefrontProduct('truffles-0527-1'))?.title).toBe('Chocolate Truffles (0527)');
  });

  it("takes 001 §5's hints as hints: the product's address as template id, a handle written another way made the shop's way", async () => {
    const templateId = await idOf('classic-glass-vase');
    const answer = await create({ productType: 'Vase', prodTemplateId: `https://admin.shopify.com/store/demo/products/${templateId}?variant=3`, regions: ['MB'], weekCodes: ['0827'], handle: 'Glass_Vase Spring Edition For The Whole Family', extraTags: [] });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.created).toEqual(['glass-vase-spring-edition-for-the-whole-family-0827']);
    expect((await storefrontProduct('glass-vase-spring-edition-for-the-whole-family-0827'))?.variants.edges[0]?.node.sku).toBe('GLASS-VASE-SPRING-EDITION-FOR-THE-WHOLE-FAMILY');
  });

  it("looks a Shopify-sized (13-digit) template id up instead of refusing its shape: one naming no product says so", async () => {
    const base = { productType: 'Flowers (Bright)', prodTemplateId: '8012345678901', regions: ['MB'], weekCodes: ['0627'], handle: 'bright-two', extraTags: [] };
    const unknown = expectFieldErrors(await create(base), 400, ['prodTemplateId']);
    expect(unknown.fields?.prodTemplateId).toBe('is not a product of the shop (no product 8012345678901)');
    const noId = expectFieldErrors(await create({ ...base, prodTemplateId: 'the bright one' }), 400, ['prodTemplateId']);
    expect(noId.fields?.prodTemplateId).toBe("holds no product id: give the number at the end of the template product's URL");
  });

  it('refuses an unknown template, a template of another type, a handle without letters or digits and SKUs that would repeat; nothing is made', async () => {
    const flowers = String(await idOf('sunny-days'));
    const base = { productType: 'Flowers (Bright)', prodTemplateId: flowers, regions: ['MB'], weekCodes: ['0627'], handle: 'bright-one', extraTags: [] };
    expectFieldErrors(await create({ ...base, prodTemplateId: '999999' }), 400, ['prodTemplateId']);
    const wrongType = expectFieldErrors(await create({ ...base, productType: 'Vase' }), 400, ['prodTemplateId']);
    expect(wrongType.fields?.prodTemplateId).toBe('is a Flowers product; Vase needs a template of type Vase');
    expect(wrongType.error).toBe('Error: Something went wrong with creating the products.');
    expectFieldErrors(await create({ ...base, handle: '__ --' }), 400, ['handle']);
    expectFieldErrors(await create({ ...base, handle: 'a'.repeat(51) }), 400, ['handle']);
    expectFieldErrors(await create({ ...base, weekCodes: [] }), 400, ['weekCodes']);
    expectFieldErrors(await create({ ...base, regions: [] }), 400, ['regions']);
    const repeated = expectFieldErrors(await create({ ...base, weekCodes: ['0627', '0727'] }), 400, ['addWeekToSKU']);
    expect(repeated.fields?.addWeekToSKU).toBe('SKU BRIGHT-ONE-S is already used by another product: add the week to the SKU or choose another handle');
    const { rows } = await db.query<{ count: number }>(`select count(*)::int as count from storefront_product where handle like 'bright-one%'`);
    expect(rows[0]?.count).toBe(0);
  });

  it('records who made the products in the audit trail', async () => {
    const { rows } = await db.query<{ count: number }>(`select count(*)::int as count from audit_log where entity = 'product-creation'`);
    expect(rows[0]?.count).toBeGreaterThanOrEqual(4);
  });
});
