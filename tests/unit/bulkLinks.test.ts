import { describe, expect, it } from 'vitest';
import { basketId, linkDeliveryDate, linksCsv, orderLink, SHOP_ORIGIN } from '../../server/api/admin/orders/bulkLinks';

const order = { name: '#1011', lang: 'fr-ca', lineItems: [{ sku: 'SUNNY-DAYS-DX', quantity: 1 }, { sku: 'CHOCOLATE-TRUFFLES', quantity: 2 }, { sku: '', quantity: 1 }] };
const fixed = (value: number) => () => value;

describe('bulk order links (001 §7, §9)', () => {
  it('take the date typed, or one year after today (Winnipeg) when blank; refuse past and impossible dates', () => {
    expect(linkDeliveryDate('', '2026-11-26')).toBe('11/26/2027');
    expect(linkDeliveryDate('  ', '2028-02-29')).toBe('02/28/2029');
    expect(linkDeliveryDate('12/24/2026', '2026-11-26')).toBe('12/24/2026');
    expect(linkDeliveryDate('11/26/2026', '2026-11-26')).toBe('11/26/2026');
    expect(linkDeliveryDate('11/25/2026', '2026-11-26')).toBeUndefined();
    expect(linkDeliveryDate('02/30/2027', '2026-11-26')).toBeUndefined();
  });

  it('make a basket id of 7 letters', () => {
    expect(basketId(fixed(0))).toBe('aaaaaaa');
    expect(basketId(fixed(0.999))).toBe('zzzzzzz');
  });

  it('make a basket link for Callia and a checkout link with utm and initials for Shopify (locale=fr for French)', () => {
    expect(orderLink(order, 'Callia', '12/24/2026', 'AMo', fixed(0))).toBe(`${SHOP_ORIGIN}/basket/aaaaaaa?order=1011&deliveryDate=12%2F24%2F2026`);
    const checkout = orderLink(order, 'Shopify', '12/24/2026', 'A Mo', fixed(0));
    expect(checkout.startsWith(`${SHOP_ORIGIN}/cart/SUNNY-DAYS-DX:1,CHOCOLATE-TRUFFLES:2?`)).toBe(true);
    expect(checkout.endsWith('&locale=fr&utm=checkoutauto&initials=A%20Mo')).toBe(true);
    expect(orderLink({ ...order, lang: 'en-ca' }, 'Shopify', '12/24/2026', 'AMo', fixed(0))).not.toContain('locale=fr');
  });

  it('write RFC 4180 CSV: header, CRLF lines, fields with commas or quotes quoted', () => {
    expect(linksCsv([{ order: '#1001', link: 'https://x/cart/A:1,B:2?a="b"', deliveryDate: '12/24/2026' }])).toBe(
      'Order,Link,Delivery Date\r\n#1001,"https://x/cart/A:1,B:2?a=""b""",12/24/2026\r\n',
    );
    expect(linksCsv([])).toBe('Order,Link,Delivery Date\r\n');
  });
});
