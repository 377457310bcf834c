import { describe, expect, it } from 'vitest';
import type { ReplacementOrder } from '../../runtime/generated/entities';
import { variantIdOf } from '../../server/api/admin/orders/catalogueVariants';
import { isoOfUsDate, noteToOriginal, replacementOrder } from '../../server/api/admin/orders/replacementOrder';

const payload: ReplacementOrder = {
  originalOrder: '1008',
  firstName: ' Nadia ',
  lastName: 'Friesen',
  contactName: 'Nadia',
  contactNumber: '204-555-0142',
  deliveryAddress: '12 Main Street',
  addressType: 'House',
  city: 'Transcona',
  provinceCode: 'MB',
  postalCode: 'r2c1a1',
  regionCode: 'MB',
  deliveryDate: '12/24/2026',
  deliveryRate: 'Anytime (8am - 8pm)',
  locale: 'fr-ca',
  occasion: 'Birthday',
  relationship: 'Friend',
  alertsEmail: 'amo@example.com',
  discountCode: 'SORRY10',
  sender: { email: 'care@example.com' },
  products: [{ productTitle: 'Sunny Days', variantTitle: 'Standard', productType: 'Flowers', quantity: 1 }],
  tags: ['VIP', 'original_order_#1008'],
  noteAttributes: [{ name: 'originalOrder', value: '#9' }, { name: 'discountCode', value: 'OTHER' }],
};

describe('replacementOrder', () => {
  it('tags the order, sets originalOrder whatever was sent, keeps the sent attributes and takes the sender as the e-mail', () => {
    const order = replacementOrder(payload, '#1008', [], { province: 'Manitoba', regionTag: 'Winnipeg' }, '2026-12-24');
    expect(order.tags).toEqual(['REPLACEMENT_AUTOMATION', 'ORIGINAL_ORDER_#1008', 'VIP']);
    expect(order.noteAttributes).toEqual([{ name: 'originalOrder', value: '#1008' }, { name: 'alertsEmail', value: 'amo@example.com' }, { name: 'discountCode', value: 'OTHER' }]);
    expect(order).toMatchObject({ email: 'care@example.com', senderEmail: 'care@example.com', deliveryDate: '2026-12-24', lang: 'fr-ca', consent: 'No', regionTag: 'Winnipeg' });
    expect(order.shipping).toMatchObject({ firstName: 'Nadia', province: 'Manitoba', provinceCode: 'MB', postalCode: 'R2C1A1', apartment: '', buzzer: '' });
  });

  it('writes the line for the original order, with or without a note', () => {
    expect(noteToOriginal('#1041', { ...payload, noteToOriginalOrder: ' Missed delivery. ' })).toBe('Replaced by #1041 (12/24/2026): Missed delivery.');
    expect(noteToOriginal('#1041', payload)).toBe('Replaced by #1041 (12/24/2026).');
  });
});

describe('isoOfUsDate and variantIdOf', () => {
  it('read MM/DD/YYYY and variant ids, nothing else', () => {
    expect(isoOfUsDate('12/24/2026')).toBe('2026-12-24');
    expect(isoOfUsDate('2026-12-24')).toBeUndefined();
    expect(variantIdOf('gid://shopify/ProductVariant/12')).toBe(12);
    expect(variantIdOf(' 7 ')).toBe(7);
    expect(variantIdOf('gid://shopify/Product/12')).toBeUndefined();
    expect(variantIdOf('0')).toBeUndefined();
    expect(variantIdOf('9999999999')).toBeUndefined();
  });
});
