import { describe, expect, it } from 'vitest';
import { weekCode } from '../../shared/weekCodes';
import { cardsOfWeek } from '../../src/domain/orderItems/cardsOfWeek';
import { valueRules } from '../../src/domain/valueRules';
import { templateFilters } from '../../src/domain/textRules';

const card = (title: string, tags: string[], quantityAvailable = 10, availableForSale = true) => ({
  title,
  availableForSale,
  tags,
  variants: [{ id: `gid://shopify/ProductVariant/${title.length}`, quantityAvailable, availableForSale }],
});

const DATE = '2026-12-10';
const WEEK = weekCode(DATE);

describe('cardsOfWeek (001 §5: week-code or card-ongoing, not not-{week}, for sale with stock)', () => {
  const cards = [
    card('Week card', ['card', WEEK]),
    card('Other week card', ['card', '0127']),
    card('Ongoing card', ['card', 'card-ongoing']),
    card('Ongoing but not this week', ['card', 'card-ongoing', `not-${WEEK}`]),
    card('Ongoing, excluded another week', ['card', 'card-ongoing', 'not-0127']),
    card('Sold out', ['card', 'card-ongoing'], 0),
    card('Not for sale', ['card', WEEK], 10, false),
  ];

  it('offers the week\'s cards and the ongoing ones, leaving out the excluded, the sold out and those not for sale', () => {
    expect(cardsOfWeek(cards, DATE).map((row) => row.title)).toEqual(['Week card', 'Ongoing card', 'Ongoing, excluded another week']);
  });

  it('without a readable date offers only ongoing cards excluded for no week', () => {
    expect(cardsOfWeek(cards, '').map((row) => row.title)).toEqual(['Ongoing card']);
    expect(cardsOfWeek(cards, '2026-02-30').map((row) => row.title)).toEqual(['Ongoing card']);
  });

  it('reads nothing from what is not a list of nodes', () => {
    expect(cardsOfWeek(undefined, DATE)).toEqual([]);
    expect(cardsOfWeek({ title: 'x' }, DATE)).toEqual([]);
    expect(cardsOfWeek(['x', null, 3], DATE)).toEqual([]);
  });

  it('is the value rule a definition names', () => {
    expect(valueRules.cardsOfWeek({ cards, date: DATE })).toEqual(cardsOfWeek(cards, DATE));
  });
});

describe('offeredRates (001 §5 Delivery rates shared rule)', () => {
  it('decodes the shop answer: status true only, cheapest first', () => {
    const body = JSON.stringify(
      JSON.stringify([
        { status: true, display_text: 'Evening', zone_rate: '$12.00' },
        { status: false, display_text: 'Closed', zone_rate: '$1.00' },
        { status: true, display_text: 'Anytime', zone_rate: '$9.00' },
      ]),
    );
    expect(valueRules.offeredRates({ answer: { statusCode: 200, body } }).map((rate) => rate.display_text)).toEqual(['Anytime', 'Evening']);
    expect(valueRules.offeredRates({ answer: undefined })).toEqual([]);
  });
});

describe('orderedAddons (the picker opens with the order\'s add-ons)', () => {
  const line = (productTitle: string, productType: string, quantity: number, variantId: string, price = '12.50') => ({ productTitle, variantTitle: 'Default Title', sku: productTitle.toUpperCase(), variantId, productType, quantity, price, properties: [] });

  it('takes the Gift-adds lines with their variant, one row per variant with the quantities added', () => {
    const lines = [
      line('Wild Meadow', 'Flowers', 1, 'gid://shopify/ProductVariant/4'),
      line('Chocolate Truffles', 'Gift-adds', 2, 'gid://shopify/ProductVariant/30'),
      line('Teddy Bear', 'Gift-adds', 1, 'gid://shopify/ProductVariant/31', '18.00'),
      line('Chocolate Truffles', 'Gift-adds', 1, 'gid://shopify/ProductVariant/30'),
    ];
    expect(valueRules.orderedAddons({ lines })).toEqual([
      { value: 'Chocolate Truffles', id: 'gid://shopify/ProductVariant/30', price: 12.5, quantity: 3, sku: 'CHOCOLATE TRUFFLES' },
      { value: 'Teddy Bear', id: 'gid://shopify/ProductVariant/31', price: 18, quantity: 1, sku: 'TEDDY BEAR' },
    ]);
  });

  it('leaves out a line the catalogue no longer knows, and reads nothing from what is no list', () => {
    expect(valueRules.orderedAddons({ lines: [line('Old Add-on', 'Gift-adds', 1, '')] })).toEqual([]);
    expect(valueRules.orderedAddons({ lines: 'Chocolate Truffles (x2)' })).toEqual([]);
  });
});

describe('the bouquet rules (001 §4: a bouquet and its sizes)', () => {
  const products = [
    { title: 'Sunny Days', variants: [{ id: 'gid://shopify/ProductVariant/1', title: 'Standard' }, { id: 'gid://shopify/ProductVariant/2', title: 'Deluxe' }] },
    { title: 'Wild Meadow', variants: [{ id: 'gid://shopify/ProductVariant/7', title: 'Grand' }] },
  ];

  it('reads an older order\'s line, name and size joined', () => {
    expect(valueRules.orderBouquetName({ name: 'Wild Meadow - Grand', size: '' })).toBe('Wild Meadow');
    expect(valueRules.orderBouquetSize({ name: 'Wild Meadow - Grand', size: '' })).toBe('Grand');
    expect(valueRules.orderBouquetSize({ name: 'Sunny Days', size: 'Deluxe' })).toBe('Deluxe');
    expect(valueRules.orderBouquetSize({ name: 'Sunny Days', size: '' })).toBeUndefined();
  });

  it('finds the variant chosen, white space and case aside, and nothing when it is not offered', () => {
    expect(valueRules.chosenVariant({ products, product: ' sunny  days', variant: 'DELUXE' })).toEqual(products[0]?.variants[1]);
    expect(valueRules.chosenVariant({ products, product: 'Sunny Days', variant: 'Grand' })).toBeUndefined();
    expect(valueRules.chosenVariant({ products, product: 'Pastel Dreams', variant: 'Standard' })).toBeUndefined();
    expect(valueRules.chosenVariant({ products: undefined, product: 'Sunny Days', variant: 'Standard' })).toBeUndefined();
  });
});

describe('forSaleCount (001 §5: for sale, quantity above 0)', () => {
  it('counts the products with an orderable variant', () => {
    const node = (availableForSale: boolean, quantities: number[]) => ({ availableForSale, variants: quantities.map((quantityAvailable) => ({ quantityAvailable, availableForSale: true })) });
    expect(templateFilters.forSaleCount([node(true, [0, 3]), node(true, [0]), node(false, [5]), node(true, [1])])).toBe(2);
    expect(templateFilters.forSaleCount('x')).toBe(0);
  });
});

describe('choices (options the page holds)', () => {
  it('gives each filled text once, in the order of the arguments', () => {
    expect(valueRules.choices({ user: 'alex@example.com', order: ' maya@example.com ', again: 'alex@example.com', none: '', missing: undefined })).toEqual([{ value: 'alex@example.com' }, { value: 'maya@example.com' }]);
  });
});

describe('a replacement\'s marks (001 §3, §9)', () => {
  it('tags it REPLACEMENT_AUTOMATION and ORIGINAL_ORDER_{order}, notes originalOrder, and sends the chosen sender', () => {
    expect(valueRules.replacementTags({ order: ' #1008 ' })).toEqual(['REPLACEMENT_AUTOMATION', 'ORIGINAL_ORDER_#1008']);
    expect(valueRules.replacementNoteAttributes({ order: '#1008' })).toEqual([{ name: 'originalOrder', value: '#1008' }]);
    expect(valueRules.replacementSender({ email: 'maya@example.com' })).toEqual({ email: 'maya@example.com' });
  });

  it('marks nothing without an order, and sends no sender without an e-mail', () => {
    expect(valueRules.replacementTags({ order: '' })).toEqual([]);
    expect(valueRules.replacementNoteAttributes({})).toEqual([]);
    expect(valueRules.replacementSender({ email: ' ' })).toBeUndefined();
  });
});

describe('chosenRow and a product node\'s price (the subtotal\'s parts, 001 §9)', () => {
  const vases = [{ title: 'Contemporary Modern', variants: [{ price: { amount: '15.0' } }] }, { title: 'Ceramic Pitcher', variants: [{ price: { amount: '10.0' } }] }];

  it('finds the row chosen by a column, and the subtotal prices a node by its first variant', () => {
    const vase = valueRules.chosenRow({ rows: vases, match: 'title', value: 'ceramic pitcher ' });
    expect(vase).toBe(vases[1]);
    expect(valueRules.orderSubtotal({ vase, delivery: { zone_rate: '$10.00' }, lang: 'en-ca' })).toBe('$20');
    expect(valueRules.chosenRow({ rows: vases, match: 'title', value: 'Glass' })).toBeUndefined();
    expect(valueRules.chosenRow({ rows: vases, match: 'title', value: '' })).toBeUndefined();
  });
});
