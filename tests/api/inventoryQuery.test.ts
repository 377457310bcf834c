import { describe, expect, it } from 'vitest';
import type { InventoryProductNode } from '../../runtime/generated/entities';
import { nextWeekCodes } from '../../shared/weekCodes';
import { callApi, expectFieldErrors, expectJsonError, type AdminClient } from '../support/api';
import { onSignedInServer } from '../support/signedInServer';

/** POST /pull-automation/inventory (001 §3 Product node, §5, §7; 002 §7) over the seeded catalogue (server/db/seed/catalogue.ts). */

let origin: string;
let api: AdminClient;
// The catalogue is seeded with the week codes of the day the server starts.
const [current = '', next = ''] = nextWeekCodes(new Date(), 2);

onSignedInServer((server) => ({ origin, api } = server));

async function query(body: Record<string, unknown>): Promise<InventoryProductNode[]> {
  const answer = await api.post<InventoryProductNode[]>('/pull-automation/inventory', body);
  expect(answer.status).toBe(200);
  return answer.body;
}

const titles = (nodes: readonly InventoryProductNode[]) => nodes.map((node) => node.title).sort();

describe('products_filter: type, region tag and week-code tag', () => {
  it('answers the bouquets sold in the region that week, with their variants as the checkout reads them', async () => {
    const nodes = await query({ queryId: 'products_filter', productType: 'Flowers', region: 'MB', dateCode: current });
    expect(titles(nodes)).toEqual(['Autumn Harvest', 'Luxe Red Roses', 'Pastel Dreams', 'Prairie Sunrise', 'Sunny Days', 'Wild Meadow']);
    const sunny = nodes.find((node) => node.title === 'Sunny Days');
    expect(sunny).toMatchObject({ productType: 'Flowers', availableForSale: true });
    expect(sunny?.tags).toEqual(expect.arrayContaining(['MB', current]));
    expect(sunny?.variants.map((variant) => [variant.title, variant.sku, variant.price.amount, variant.quantityAvailable, variant.availableForSale])).toEqual([
      ['Standard', 'SUNNY-DAYS-S', '65.0', 40, true],
      ['Deluxe', 'SUNNY-DAYS-DX', '80.0', 25, true],
      ['Grand', 'SUNNY-DAYS-GRD', '95.0', 0, false],
    ]);
    expect(sunny?.variants[0]?.id).toMatch(/^gid:\/\/shopify\/ProductVariant\/\d+$/);
    expect(sunny?.variants[0]?.image?.url).toMatch(/^https:\/\/.+sunny-days-s\.jpg$/);
    // Nothing left to sell: the product is not for sale.
    expect(nodes.find((node) => node.title === 'Autumn Harvest')?.availableForSale).toBe(false);
  });

  it('leaves out products of another region or another week', async () => {
    // Prairie Sunrise is sold in MB and SK only; Winter Whites only next week.
    expect(titles(await query({ queryId: 'products_filter', productType: 'Flowers', region: 'HX', dateCode: current }))).not.toContain('Prairie Sunrise');
    expect(titles(await query({ queryId: 'products_filter', productType: 'Flowers', region: 'MB', dateCode: current }))).not.toContain('Winter Whites');
    expect(titles(await query({ queryId: 'products_filter', productType: 'Flowers', region: 'MB', dateCode: next }))).toContain('Winter Whites');
    expect(await query({ queryId: 'products_filter', productType: 'Flowers', region: 'MB', dateCode: '0199' })).toEqual([]);
  });

  it('takes the region in either case and answers each bouquet type and the add-ons', async () => {
    expect(titles(await query({ queryId: 'products_filter', productType: 'Bundle', region: 'mb', dateCode: current }))).toEqual(['Cozy Night In Gift Set']);
    expect(titles(await query({ queryId: 'products_filter', productType: 'Curated_Bundle', region: 'TR', dateCode: current }))).toEqual(['Birthday Celebration Box']);
    const addOns = await query({ queryId: 'products_filter', productType: 'Gift-adds', region: 'SK', dateCode: current });
    expect(titles(addOns)).toEqual(['Chocolate Truffles', 'Happy Birthday Balloon', 'Scented Candle', 'Teddy Bear']);
    expect(addOns.find((node) => node.title === 'Scented Candle')?.variants[0]).toMatchObject({ quantityAvailable: 14, availableForSale: false });
  });
});

describe('products_with_product_type_filter: the type alone', () => {
  it('answers every vase whatever the region, each with a picture', async () => {
    const vases = await query({ queryId: 'products_with_product_type_filter', productType: 'Vase', region: 'HX', dateCode: current });
    expect(titles(vases)).toEqual(['Ceramic Pitcher', 'Classic Glass Vase', 'Contemporary Modern']);
    expect(vases.every((vase) => vase.variants[0]?.title === 'Default Title' && vase.variants[0].image?.url.startsWith('https://'))).toBe(true);
  });

  it('answers every card with the tags the console filters by week (001 §5)', async () => {
    const cards = await query({ queryId: 'products_with_product_type_filter', productType: 'Card', region: 'MB', dateCode: current });
    expect(cards).toHaveLength(6);
    expect(cards.find((card) => card.title === 'Congratulations Card')?.tags).toEqual(['card', 'card-ongoing', `not-${current}`]);
    expect(cards.find((card) => card.title === 'Holiday Greetings Card')?.tags).toEqual(['card', next]);
  });
});

describe('refusals', () => {
  it('says which queryId fits the type', async () => {
    const vase = expectFieldErrors(await api.post('/pull-automation/inventory', { queryId: 'products_filter', productType: 'Vase', region: 'MB', dateCode: current }), 400, ['queryId']);
    expect(vase.error).toBe('Vase products are queried with products_with_product_type_filter, not products_filter.');
    const flowers = expectFieldErrors(
      await api.post('/pull-automation/inventory', { queryId: 'products_with_product_type_filter', productType: 'Flowers', region: 'MB', dateCode: current }),
      400,
      ['queryId'],
    );
    expect(flowers.error).toBe('Flowers products are queried with products_filter, not products_with_product_type_filter.');
  });

  it('names each missing or bad field', async () => {
    expectFieldErrors(await api.post('/pull-automation/inventory', {}), 400, ['queryId', 'productType', 'region', 'dateCode']);
    expectFieldErrors(await api.post('/pull-automation/inventory', { queryId: 'products_filter', productType: 'Roses', region: 'ZZ', dateCode: '5426' }), 400, ['productType', 'region', 'dateCode']);
    expectFieldErrors(await api.post('/pull-automation/inventory', { queryId: 'all', productType: 'Flowers', region: 'MB', dateCode: current, extra: 1 }), 400, ['queryId', 'extra']);
  });

  it('needs the bearer token', async () => {
    expectJsonError(await callApi(origin, '/api/admin/pull-automation/inventory', { json: { queryId: 'products_filter', productType: 'Flowers', region: 'MB', dateCode: current } }), 401);
  });
});
