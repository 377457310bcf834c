import { describe, expect, it } from 'vitest';
import { checkoutLink, linkDeliveryDate, linksCsv, linksFileName, orderCart } from '../../server/api/admin/orders/bulkLinks';

const lines = [
  { productTitle: 'Sunny Days', variantTitle: 'Deluxe', sku: 'SUNNY-DAYS-DX', quantity: 1 },
  { productTitle: 'Chocolate Truffles', variantTitle: 'Default Title', sku: 'CHOCOLATE-TRUFFLES', quantity: 2 },
];
const variantIds = new Map([
  ['SUNNY-DAYS-DX', 12],
  ['CHOCOLATE-TRUFFLES', 31],
]);

describe('bulk order links (001 §7, §9)', () => {
  it('take the date typed, or one year after today (Winnipeg) when blank; refuse past and impossible dates', () => {
    expect(linkDeliveryDate('', '2026-11-26')).toBe('11/26/2027');
    expect(linkDeliveryDate('  ', '2028-02-29')).toBe('02/28/2029');
    expect(linkDeliveryDate('12/24/2026', '2026-11-26')).toBe('12/24/2026');
    expect(linkDeliveryDate('11/26/2026', '2026-11-26')).toBe('11/26/2026');
    expect(linkDeliveryDate('11/25/2026', '2026-11-26')).toBeUndefined();
    expect(linkDeliveryDate('02/30/2027', '2026-11-26')).toBeUndefined();
  });

  it("recreate an order as a cart of its lines by variant id (cart permalinks and carts take variant ids, not SKUs), with the date and the order as attributes", () => {
    const cart = orderCart('#1011', lines, variantIds, '12/24/2026');
    expect(cart.missing).toEqual([]);
    expect(cart.input.lines).toEqual([
      { merchandiseId: 'gid://shopify/ProductVariant/12', quantity: 1, attributes: [{ key: 'Delivery Date', value: '12/24/2026' }, { key: '_originalOrder', value: '#1011' }] },
      { merchandiseId: 'gid://shopify/ProductVariant/31', quantity: 2, attributes: [{ key: 'Delivery Date', value: '12/24/2026' }, { key: '_originalOrder', value: '#1011' }] },
    ]);
  });

  it('name the lines the catalogue does not have', () => {
    const cart = orderCart('#1011', [...lines, { productTitle: 'Old Vase', variantTitle: 'Default Title', sku: 'OLD-VASE', quantity: 1 }, { productTitle: 'Rose', variantTitle: 'Grand', sku: '', quantity: 1 }], variantIds, '12/24/2026');
    expect(cart.missing).toEqual(['Old Vase', 'Rose - Grand']);
    expect(cart.input.lines).toHaveLength(2);
  });

  it("make the checkout link from the cart's address with utm and initials (locale=fr for French)", () => {
    const url = 'http://127.0.0.1:5173/api/shop/cart/c0ffee?currency=CAD';
    expect(checkoutLink(url, 'fr-ca', 'A Mo')).toBe(`${url}&locale=fr&utm=checkoutauto&initials=A%20Mo`);
    expect(checkoutLink(url, 'en-ca', 'AMo')).toBe(`${url}&utm=checkoutauto&initials=AMo`);
    expect(checkoutLink('https://shop.example.com/cart/1', 'en-ca', 'AMo')).toBe('https://shop.example.com/cart/1?utm=checkoutauto&initials=AMo');
    expect(linksFileName('2026-12-02')).toBe('bulk-order-links-2026-12-02.csv');
  });

  it('write RFC 4180 CSV: header, CRLF lines, fields with commas or quotes quoted', () => {
    expect(linksCsv([{ order: '#1001', link: 'https://x/cart/A:1,B:2?a="b"', deliveryDate: '12/24/2026' }])).toBe(
      'Order,Link,Delivery Date\r\n#1001,"https://x/cart/A:1,B:2?a=""b""",12/24/2026\r\n',
    );
    expect(linksCsv([])).toBe('Order,Link,Delivery Date\r\n');
  });
});
