import { describe, expect, it } from 'vitest';
import type { CheckoutCart } from '../../runtime/generated/entities';
import { renderTemplate } from '../../runtime/templates/template';
import { textOf } from '../../shared/textOf';
import { cartLines, type AttributeFill } from '../../src/domain/checkout/cartLines';
import { deliveryVariants } from '../../src/domain/checkout/deliveryVariants';

/** The caller's filling: the runtime's templates over the cart and the line. */
const fill: AttributeFill = (cart, line) => (template) => textOf(renderTemplate(template, { ...cart, ...line }) ?? '');

const DELIVERY = {
  standard: { id: 'gid://shopify/ProductVariant/900', sku: 'DELIVERY-FEE', title: 'Delivery Fee', price: 15 },
  sameAddress: { id: 'gid://shopify/ProductVariant/901', sku: 'SAME-ADDRESS-DELIVERY', title: 'Same Address Delivery', price: 2 },
};

const FIRST: CheckoutCart = {
  firstName: 'Marie',
  lastName: 'Tremblay',
  deliveryDate: '2026-12-24',
  deliveryRate: 'Anytime (8am - 8pm)',
  buzzerCode: '',
  bouquetSizeItem: { value: 'Deluxe', id: 'gid://shopify/ProductVariant/12', sku: 'SUNNY-DAYS-DX', price: 75 },
  vaseItem: { value: 'Clear Vase', id: 'gid://shopify/ProductVariant/40', sku: 'VASE-CLEAR', price: 15 },
  cardItem: { value: 'Birthday Card', id: 'gid://shopify/ProductVariant/50', sku: 'CARD-BDAY', price: 5 },
  addons: [{ value: 'Chocolate Truffles', id: 'gid://shopify/ProductVariant/30', price: 12.5, quantity: 2, sku: 'CHOC' }],
};

const SECOND: CheckoutCart = {
  firstName: 'Luc',
  sameAddress: true,
  bouquetSizeItem: { value: 'Standard', id: '11', sku: 'SUNNY-DAYS-S', price: 55 },
};

const ATTRIBUTES = { 'First Name': '{firstName}', 'Buzzer Code': '{buzzerCode}', 'Delivery Date': '{deliveryDate}', SKU: '{sku}', '_utm': 'checkoutauto' };

describe('cartLines: the cartCreate lines of the carts (001 §7)', () => {
  it('makes per cart the size, vase, card, add-ons and delivery lines, each with its non-blank attributes in order', () => {
    const { lines, problems } = cartLines([FIRST], ATTRIBUTES, fill, DELIVERY);
    expect(problems).toEqual([]);
    expect(lines.map((line) => [line.merchandiseId, line.quantity])).toEqual([
      ['gid://shopify/ProductVariant/12', 1],
      ['gid://shopify/ProductVariant/40', 1],
      ['gid://shopify/ProductVariant/50', 1],
      ['gid://shopify/ProductVariant/30', 2],
      ['gid://shopify/ProductVariant/900', 1],
    ]);
    expect(lines[0]?.attributes).toEqual([
      { key: 'First Name', value: 'Marie' },
      { key: 'Delivery Date', value: '2026-12-24' },
      { key: 'SKU', value: 'SUNNY-DAYS-DX' },
      { key: '_utm', value: 'checkoutauto' },
    ]);
    expect(lines[4]?.attributes.find((attribute) => attribute.key === 'SKU')?.value).toBe('DELIVERY-FEE');
  });

  it('delivers a same-address cart with the same-address product, a bare variant id as a global id, and drops blank attributes', () => {
    const { lines, problems } = cartLines([FIRST, SECOND], ATTRIBUTES, fill, DELIVERY);
    expect(problems).toEqual([]);
    const second = lines.slice(5);
    expect(second.map((line) => line.merchandiseId)).toEqual(['gid://shopify/ProductVariant/11', 'gid://shopify/ProductVariant/901']);
    expect(second[0]?.attributes).toEqual([
      { key: 'First Name', value: 'Luc' },
      { key: 'SKU', value: 'SUNNY-DAYS-S' },
      { key: '_utm', value: 'checkoutauto' },
    ]);
  });

  it('gives a problem and no lines for a cart without a bouquet size or its delivery product', () => {
    const noSize = cartLines([FIRST, { ...SECOND, bouquetSizeItem: undefined }], ATTRIBUTES, fill, DELIVERY);
    expect(noSize.problems).toEqual(['Cart 2 has no bouquet size.']);
    expect(noSize.lines).toHaveLength(5);
    const noSameAddress = cartLines([FIRST, SECOND], ATTRIBUTES, fill, { standard: DELIVERY.standard });
    expect(noSameAddress.problems).toEqual(['The shop has no same-address delivery product.']);
    expect(noSameAddress.lines).toHaveLength(5);
    const none = cartLines([FIRST, FIRST], {}, fill, {});
    expect(none).toEqual({ lines: [], problems: ['The shop has no delivery product.'] });
  });

  it('refuses a cart with an item that has no variant rather than leaving it out', () => {
    const { lines, problems } = cartLines([{ ...FIRST, vaseItem: { value: 'Old Vase', id: '', sku: '', price: 0 } }], {}, fill, DELIVERY);
    expect(lines).toEqual([]);
    expect(problems).toEqual(['Cart 1 has no variant of Old Vase to order.']);
  });
});

/** The shop's Delivery products as a storefront products search answers them. */
const node = (title: string, tags: string[], id: number, amount: string) => ({ title, productType: 'Delivery', tags, variants: { edges: [{ node: { id: `gid://shopify/ProductVariant/${id}`, sku: title.toUpperCase().replace(/ /g, '-'), price: { amount } } }] } });

describe('deliveryVariants: the standard and same-address delivery products (001 §4)', () => {
  it('picks them by their tags from a GraphQL answer, its connection or a list, variants as edges or nodes', () => {
    const products = [node('Same Address Delivery', ['delivery', 'secondary-delivery'], 901, '2.0'), node('Delivery Fee', ['delivery', 'delivery-rate'], 900, '15.0')];
    const expected = {
      standard: { id: 'gid://shopify/ProductVariant/900', sku: 'DELIVERY-FEE', title: 'Delivery Fee', price: 15 },
      sameAddress: { id: 'gid://shopify/ProductVariant/901', sku: 'SAME-ADDRESS-DELIVERY', title: 'Same Address Delivery', price: 2 },
    };
    expect(deliveryVariants({ data: { products: { edges: products.map((product) => ({ node: product })) } } })).toEqual(expected);
    expect(deliveryVariants({ products: { nodes: products } })).toEqual(expected);
    expect(deliveryVariants(products.map((product) => ({ ...product, variants: { nodes: product.variants.edges.map((edge) => edge.node) } })))).toEqual(expected);
  });

  it('falls back to the first and the second product when untagged, and finds none in nothing', () => {
    const found = deliveryVariants([node('Delivery', [], 1, '12.0'), node('Second Delivery', [], 2, '3.0'), { title: 'Vase', productType: 'Vase', tags: [], variants: [] }]);
    expect(found.standard?.title).toBe('Delivery');
    expect(found.sameAddress?.title).toBe('Second Delivery');
    expect(deliveryVariants([node('Delivery Fee', ['delivery-rate'], 1, '15.0')])).toEqual({ standard: { id: 'gid://shopify/ProductVariant/1', sku: 'DELIVERY-FEE', title: 'Delivery Fee', price: 15 } });
    expect(deliveryVariants({ errors: [{ message: 'x' }] })).toEqual({});
    expect(deliveryVariants(undefined)).toEqual({});
  });
});
