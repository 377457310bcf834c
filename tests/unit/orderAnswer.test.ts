import { describe, expect, it } from 'vitest';
import { orderAnswer } from '../../server/api/admin/orders/orderAnswer';
import type { StoredLineItem, StoredOrder } from '../../server/api/admin/orders/orderStore';

const line = (productTitle: string, productType: string, quantity = 1, variantTitle = 'Default Title'): StoredLineItem => ({
  id: 1, position: 1, productTitle, variantTitle, sku: 'SKU', variantId: 'gid://shopify/ProductVariant/7', productType, quantity, price: '10.00', properties: [],
});

const stored: StoredOrder = {
  id: 7, number: 1007, name: '#1007', createdAt: '2026-11-26T00:00:00.000Z', email: 'a@example.com', firstName: 'Ava', lastName: 'Roy',
  phone: '204-555-0101', address: '1 Main Street', apartment: 'Unit 2', buzzer: '22', city: 'Transcona', province: 'Manitoba', provinceCode: 'MB',
  postalCode: 'R2C 1A1', addressType: 'Apartment/Complex', regionTag: 'Winnipeg', regionCode: 'MB', deliveryDate: '2026-11-27',
  deliveryRate: 'Anytime (8am - 8pm)', deliveryNotes: 'Side door', cardType: 'Happy Birthday Card', cardMessage: 'Happy birthday!',
  messageCardImage: '', lang: 'en-ca', consent: 'Yes', relationship: 'Friend', occasion: 'Birthday', contactName: 'Liam Roy', senderEmail: 'l@example.com',
  status: 'open', fulfillmentStatus: 'unfulfilled', tags: ['Winnipeg'], note: '', noteAttributes: [], version: 3,
  lineItems: [
    line('Delivery Fee', 'Delivery'),
    line('Sunny Days - Deluxe', 'Flowers', 1, 'Deluxe'),
    line('Ceramic Pitcher', 'Vase'),
    line('Chocolate Truffles', 'Gift-adds', 2),
    line('Teddy Bear', 'Gift-adds'),
  ],
};

describe('the order as the query answers it (001 §3)', () => {
  it('names the bouquet, its size, the vase and the add-ons with their quantities from the lines', () => {
    expect(orderAnswer(stored, undefined)).toMatchObject({
      orderId: '#1007', bouquetName: 'Sunny Days - Deluxe', bouquetSize: 'Deluxe', vase: 'Ceramic Pitcher', addons: 'Chocolate Truffles (x2), Teddy Bear',
      apartmentNumber: 'Unit 2', buzzerCode: '22', message: 'Happy birthday!', cname: 'Liam Roy', sender: { email: 'l@example.com' }, region: 'Winnipeg', fulfilment: null,
    });
  });

  it('leaves out what the order has not, and carries a fulfilment when given', () => {
    const bare = orderAnswer({ ...stored, deliveryDate: null, lineItems: [line('Delivery Fee', 'Delivery')] }, { deliveredAt: 'x', note: 'Delivered', imageUrl: null, driverInitials: 'TB' });
    expect(bare).toMatchObject({ deliveryDate: '', bouquetName: '', bouquetSize: '', vase: '', addons: '', fulfilment: { note: 'Delivered', imageUrl: null } });
  });
});
