import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEndpoint } from '../../runtime/api/callEndpoint';
import type { Endpoint, PageScreen } from '../../runtime/generated/screen';
import { readProductSearch } from '../../src/custom/productCart/productSearch';
import { typeFilter } from '../../src/custom/productCart/typeFilter';
import { signIn } from '../support/oidcSignIn';
import { createTestEnvironment, type TestEnvironment } from '../support/testServer';

/**
 * The product cart's search as a definition writes it (tests/fixtures/custom/product-cart.screen.json),
 * called through the console's API client against the real storefront GraphQL service and read as
 * the component reads it.
 */

let env: TestEnvironment;
let services: { admin: string; shop: string; storefrontGraphql: string; labels: string; dev: string };
let token: string;
let search: Endpoint;

beforeAll(async () => {
  env = await createTestEnvironment();
  const { origin } = await env.start();
  services = { admin: `${origin}/api/admin`, shop: `${origin}/api/shop`, storefrontGraphql: `${origin}/api/storefront/graphql`, labels: `${origin}/api/labels`, dev: `${origin}/api/dev` };
  token = (await signIn(origin)).idToken;
  const definition = JSON.parse(await readFile(join(process.cwd(), 'tests/fixtures/custom/product-cart.screen.json'), 'utf8')) as PageScreen;
  const endpoint = definition.endpoints.productByTitle;
  if (!endpoint) throw new Error('the fixture has no productByTitle endpoint');
  search = endpoint;
});

afterAll(async () => {
  await env?.stop();
});

/** The search of a list of these product types, as the component calls it. */
const find = (title: string, ...productTypes: string[]) =>
  callEndpoint(search, { services, token, language: 'en-CA', context: { title, typeFilter: typeFilter(productTypes), list: productTypes[0] ?? '' } });
const BOUQUETS = ['Flowers', 'Bundle', 'Curated_Bundle'];

describe('product cart search on the storefront', () => {
  it('finds the first product of the list’s types by part of its title, with its variants', async () => {
    const result = await find('sunny', ...BOUQUETS);
    expect(result.ok).toBe(true);
    expect(readProductSearch(result.data)).toEqual({
      status: 'found',
      product: {
        title: 'Sunny Days',
        productType: 'Flowers',
        variants: [
          { title: 'Standard', sku: 'SUNNY-DAYS-S' },
          { title: 'Deluxe', sku: 'SUNNY-DAYS-DX' },
          { title: 'Grand', sku: 'SUNNY-DAYS-GRD' },
        ],
      },
    });
  });

  it('keeps to the list’s type: "Happy Birthday" is the balloon among add-ons and the card among cards', async () => {
    const giftAdd = readProductSearch((await find('Happy Birthday', 'Gift-adds')).data);
    const card = readProductSearch((await find('Happy Birthday', 'Card')).data);
    expect(giftAdd.status === 'found' ? [giftAdd.product.title, giftAdd.product.variants.map((variant) => variant.title)] : giftAdd).toEqual(['Happy Birthday Balloon', ['Default Title']]);
    expect(card.status === 'found' ? card.product.title : card).toBe('Happy Birthday Card');
  });

  it('finds every bouquet type in a list of several: a Bundle and a Curated_Bundle, each with its own type', async () => {
    const bundle = readProductSearch((await find('cozy night', ...BOUQUETS)).data);
    expect(bundle.status === 'found' ? [bundle.product.title, bundle.product.productType, bundle.product.variants.map((variant) => variant.title)] : bundle).toEqual([
      'Cozy Night In Gift Set',
      'Bundle',
      ['Standard', 'Deluxe'],
    ]);
    const curated = readProductSearch((await find('birthday', ...BOUQUETS)).data);
    expect(curated.status === 'found' ? [curated.product.title, curated.product.productType] : curated).toEqual(['Birthday Celebration Box', 'Curated_Bundle']);
    // Flowers alone does not find them.
    expect(readProductSearch((await find('cozy night', 'Flowers')).data)).toEqual({ status: 'none' });
  });

  it('finds nothing for a title no product of the type holds', async () => {
    expect(readProductSearch((await find('Sunny', 'Vase')).data)).toEqual({ status: 'none' });
  });

  it('reads the service’s reason for a title it cannot search: a 200 whose errors[] say it, as Shopify answers', async () => {
    const result = await find('say "hi"', ...BOUQUETS);
    expect(result.ok).toBe(true);
    const read = readProductSearch(result.data);
    expect(read.status).toBe('unreadable');
    expect(read.status === 'unreadable' ? read.error : '').toMatch(/^Search query: /);
  });
});
