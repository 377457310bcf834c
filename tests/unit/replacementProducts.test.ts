import { describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020';
import replacementOrderSchema from '../../schemas/entities/replacement-order.schema.json';
import { bodyValue } from '../../runtime/kinds/page/forms/stateBody';
import { renderTemplate } from '../../runtime/templates/template';
import { replacementProducts, type ReplacementChoice } from '../../src/domain/orderReplacement/replacementProducts';
import { templateFilters } from '../../src/domain/textRules';
import { valueRules } from '../../src/domain/valueRules';
import { vaseTitle } from '../../src/domain/vaseAlias';
import { warehouseOfRegion } from '../../src/domain/warehouseCodes';

const fill = (template: string, context: Readonly<Record<string, unknown>>) => renderTemplate(template, { ...context });

/** An order for Winnipeg on Thursday 2026-12-24 (week 52 of 2026). */
const FULL: ReplacementChoice = {
  deliveryDate: '2026-12-24',
  region: { tag: 'Winnipeg', code: 'MB' },
  bouquet: { title: 'Sunny Days', type: 'Flowers', size: 'Deluxe' },
  vase: 'Classic Glass Vase',
  card: 'Happy Holidays Card',
  addons: [
    { title: 'Chocolate Truffles', quantity: 2 },
    { title: 'Teddy Bear', quantity: 1 },
  ],
};

const inWinnipegWeek52 = { weekCode: '5226', warehouse: 'mb' };

/** The payload's own schema for its products, so a line the rule makes is one POST /orders/replace takes. */
const validProducts = new Ajv2020({ strict: false }).compile({ ...replacementOrderSchema.properties.products });

describe('replacementProducts (001 §3 Replacement order payload: productTitle, variantTitle, productType, weekCode, warehouse, quantity)', () => {
  it('makes one line per chosen item of a full order: the bouquet in its size, the vase, each add-on with its quantity, the card', () => {
    const products = replacementProducts(FULL);
    expect(products).toEqual([
      { productTitle: 'Sunny Days', variantTitle: 'Deluxe', productType: 'Flowers', ...inWinnipegWeek52, quantity: 1 },
      { productTitle: 'Classic Glass Vase', variantTitle: 'Default Title', productType: 'Vase', ...inWinnipegWeek52, quantity: 1 },
      { productTitle: 'Chocolate Truffles', variantTitle: 'Default Title', productType: 'Gift-adds', ...inWinnipegWeek52, quantity: 2 },
      { productTitle: 'Teddy Bear', variantTitle: 'Default Title', productType: 'Gift-adds', ...inWinnipegWeek52, quantity: 1 },
      { productTitle: 'Happy Holidays Card', variantTitle: 'Default Title', productType: 'Card', ...inWinnipegWeek52, quantity: 1 },
    ]);
    expect(validProducts(products), JSON.stringify(validProducts.errors)).toBe(true);
  });

  it('sends no vase line when no vase is chosen, nor a card line without a card, nor add-on lines without add-ons', () => {
    const products = replacementProducts({ ...FULL, vase: '', card: '   ', addons: [] });
    expect(products.map((line) => line.productType)).toEqual(['Flowers']);
    expect(replacementProducts({ ...FULL, vase: undefined, card: undefined, addons: undefined }).map((line) => line.productTitle)).toEqual(['Sunny Days']);
  });

  it('sends no bouquet line until both the bouquet and its size are chosen', () => {
    expect(replacementProducts({ ...FULL, bouquet: { title: 'Sunny Days', type: 'Flowers', size: '' } })[0]?.productType).toBe('Vase');
    expect(replacementProducts({ ...FULL, bouquet: undefined })[0]?.productType).toBe('Vase');
    expect(replacementProducts({ deliveryDate: '2026-12-24', region: {} })).toEqual([]);
  });

  it('keeps the bouquet type the inventory gave it', () => {
    expect(replacementProducts({ ...FULL, bouquet: { title: 'Autumn Harvest', type: 'Curated_Bundle', size: 'Grand' } })[0]).toMatchObject({
      productTitle: 'Autumn Harvest',
      variantTitle: 'Grand',
      productType: 'Curated_Bundle',
    });
  });

  it('sends each add-on once with the quantity ordered, adding up one chosen twice and leaving out a quantity of 0', () => {
    const addons = [
      { title: 'Chocolate Truffles', quantity: 3 },
      { title: 'Scented Candle', quantity: 0 },
      { title: 'chocolate truffles ', quantity: 2 },
      { title: 'Balloon', quantity: -1 },
      { title: '', quantity: 4 },
    ];
    const lines = replacementProducts({ ...FULL, addons }).filter((line) => line.productType === 'Gift-adds');
    expect(lines.map(({ productTitle, quantity }) => [productTitle, quantity])).toEqual([['Chocolate Truffles', 5]]);
  });

  it("sends the 'Contemporary Vase' of an older order as the shop's 'Contemporary Modern' (001 §9 vase alias)", () => {
    const vase = (title: string) => replacementProducts({ ...FULL, vase: title }).find((line) => line.productType === 'Vase')?.productTitle;
    expect(vase('Contemporary Vase')).toBe('Contemporary Modern');
    expect(vase('  contemporary vase ')).toBe('Contemporary Modern');
    expect(vase('Contemporary Modern')).toBe('Contemporary Modern');
    expect(vase('Contemporary Vase Tall')).toBe('Contemporary Vase Tall');
  });

  it('gives each line the week code of the delivery date, early January in the old year and late December in the next (001 §9)', () => {
    const week = (deliveryDate: string) => replacementProducts({ ...FULL, deliveryDate }).map((line) => line.weekCode);
    expect(week('2027-01-01')).toEqual(Array(5).fill('5326'));
    expect(week('2027-01-04')[0]).toBe('0127');
    expect(week('2029-12-31')[0]).toBe('0130');
    expect(week('2026-12-31')[0]).toBe('5326');
  });

  it('leaves the week code out, rather than guess one, while the date is not a yyyy-MM-dd date', () => {
    for (const deliveryDate of ['', '12/24/2026', '2026-02-30']) {
      const [bouquet] = replacementProducts({ ...FULL, deliveryDate });
      expect(bouquet, deliveryDate).not.toHaveProperty('weekCode');
      expect(bouquet?.warehouse, deliveryDate).toBe('mb');
    }
  });
});

describe('the warehouse of a region (001 §9 region tag to warehouse code map)', () => {
  it('maps each region tag the specification names', () => {
    const map = { Calgary: 'cg', Edmonton: 'ab', Halifax: 'hx', Toronto: 'tr', Vancouver: 'bc', Winnipeg: 'mb', Montreal: 'mt', Ottawa: 'ot', Regina: 'sk', Saskatoon: 'sk', Kelowna: 'kl', Hamilton: 'hm' };
    for (const [tag, warehouse] of Object.entries(map)) expect(warehouseOfRegion({ tag }), tag).toBe(warehouse);
    expect(warehouseOfRegion({ tag: ' saskatoon ' })).toBe('sk');
  });

  it("takes the region's code for a tag the map does not name, and the map's code over a differing region code", () => {
    expect(warehouseOfRegion({ tag: 'Rural_MB', code: 'MB' })).toBe('mb');
    expect(warehouseOfRegion({ tag: 'Québec_City', code: 'MT' })).toBe('mt');
    expect(warehouseOfRegion({ code: 'hx' })).toBe('hx');
    expect(warehouseOfRegion({ tag: 'Calgary', code: 'AB' })).toBe('cg');
  });

  it('gives no warehouse for a region it cannot place, and the line goes without one', () => {
    expect(warehouseOfRegion({ tag: 'Atlantis', code: 'ZZ' })).toBeUndefined();
    expect(warehouseOfRegion({})).toBeUndefined();
    const [bouquet] = replacementProducts({ ...FULL, region: { tag: 'Atlantis' } });
    expect(bouquet).not.toHaveProperty('warehouse');
    expect(bouquet?.weekCode).toBe('5226');
  });
});

describe('the value rule replacementProducts, as a submit body names it', () => {
  const body = {
    rule: 'replacementProducts',
    args: {
      deliveryDate: '{replace.deliveryDate}',
      regionTag: '{replace.region}',
      regionCode: '{replace.regionCode}',
      bouquet: '{replace.bouquet}',
      bouquetSize: '{replace.bouquetSize}',
      vase: '{replace.vase}',
      card: '{replace.cardType}',
      addons: '{replace.addons}',
    },
  };

  it('reads the chosen items as the inventory and the add-on picker hold them (objects through whole placeholders)', () => {
    const replace = {
      deliveryDate: '2027-01-01',
      region: 'Toronto',
      regionCode: 'TR',
      bouquet: { title: 'Harvest Box', productType: 'Bundle', variants: [] },
      bouquetSize: { title: 'Standard', price: { amount: '55.0', currencyCode: 'CAD' } },
      vase: { value: 'Contemporary Vase', id: 'gid://shopify/ProductVariant/7', sku: 'CONTEMPORARY-MODERN', price: 15 },
      cardType: 'Thank You Card',
      addons: [
        { value: 'Chocolate Truffles', id: 'gid://shopify/ProductVariant/9', price: 12, quantity: 2, quantityAvailable: 8, sku: 'TRUFFLES' },
        { title: 'Teddy Bear', quantity: '1' },
      ],
    };
    const products = bodyValue(body, { replace }, {}, fill);
    const tr = { weekCode: '5326', warehouse: 'tr' };
    expect(products).toEqual([
      { productTitle: 'Harvest Box', variantTitle: 'Standard', productType: 'Bundle', ...tr, quantity: 1 },
      { productTitle: 'Contemporary Modern', variantTitle: 'Default Title', productType: 'Vase', ...tr, quantity: 1 },
      { productTitle: 'Chocolate Truffles', variantTitle: 'Default Title', productType: 'Gift-adds', ...tr, quantity: 2 },
      { productTitle: 'Teddy Bear', variantTitle: 'Default Title', productType: 'Gift-adds', ...tr, quantity: 1 },
      { productTitle: 'Thank You Card', variantTitle: 'Default Title', productType: 'Card', ...tr, quantity: 1 },
    ]);
    expect(validProducts(products), JSON.stringify(validProducts.errors)).toBe(true);
  });

  it('takes a bouquet given by its title with its type named apart, and reads a bouquet of no known type as Flowers', () => {
    const args = { deliveryDate: '2026-12-24', regionCode: 'MB', bouquet: 'Sunny Days', bouquetSize: 'Standard' };
    expect(valueRules.replacementProducts({ ...args, bouquetType: 'Curated_Bundle' })).toMatchObject([{ productTitle: 'Sunny Days', productType: 'Curated_Bundle' }]);
    expect(valueRules.replacementProducts(args)).toMatchObject([{ productTitle: 'Sunny Days', productType: 'Flowers' }]);
    expect(valueRules.replacementProducts({ ...args, bouquetType: 'Vase' })).toMatchObject([{ productType: 'Flowers' }]);
  });

  it('gives an empty list while nothing is chosen, and ignores add-ons that are not a list', () => {
    expect(valueRules.replacementProducts({})).toEqual([]);
    expect(valueRules.replacementProducts({ deliveryDate: '2026-12-24', addons: 'Teddy Bear' })).toEqual([]);
  });
});

describe('the vaseTitle filter (an order loaded into the form shows the shop’s vase)', () => {
  it('applies the alias to text and keeps anything else', () => {
    expect(vaseTitle('Contemporary Vase')).toBe('Contemporary Modern');
    expect(renderTemplate('{answer.vase|vaseTitle}', { answer: { vase: 'Contemporary Vase' } })).toBe('Contemporary Modern');
    expect(renderTemplate('{answer.vase|vaseTitle}', { answer: { vase: 'Ceramic Pitcher' } })).toBe('Ceramic Pitcher');
    expect(templateFilters.vaseTitle(undefined)).toBeUndefined();
  });
});
