import { expect } from '@playwright/test';
import type { AdminApi } from './adminApi';
import { uniqueWord } from './adminApi';

/** An order as the order query answers it (001 §3), the parts the browser tests read. */
export interface QueriedOrder {
  orderId: string;
  email: string;
  status: string;
  fulfillmentStatus: string;
  tags: string[];
  deliveryDate: string;
  firstName: string;
  phone: string;
  cardType: string;
  note: string;
  noteAttributes: { name: string; value: string }[];
  lineItems: { productTitle: string; variantTitle: string; productType: string; quantity: number }[];
  fulfilment: { deliveredAt: string; note: string; imageUrl: string | null; driverInitials: string } | null;
}

/**
 * A fresh order of its own for a test, made through the failed-order requeue (001 §7) with a
 * unique e-mail, so tests never share an order and a run on the seeded store is repeatable.
 */
export async function freshOrder(api: AdminApi): Promise<string> {
  const word = uniqueWord().toLowerCase();
  const answer = await api.post<{ orderName: string }>('/orders/requeue', {
    email: `e2e.${word}@example.com`,
    tags: 'web',
    line_items: [{ title: 'Sunny Days', variant_title: 'Deluxe', quantity: 1, sku: 'SUNNY-DAYS-DX', price: '80.00', product_type: 'Flowers' }],
    shipping_address: { first_name: 'Robin', last_name: `Tester ${word}`, address1: '12 Main Street', city: 'Transcona', province: 'Manitoba', province_code: 'MB', zip: 'R2C 1A1', phone: '204-555-0199' },
    note_attributes: [{ name: '_region', value: 'Winnipeg' }],
  });
  expect(answer.orderName).toMatch(/^#\d+$/);
  return answer.orderName;
}

/** The order as the order query reads it back. */
export function queriedOrder(api: AdminApi, name: string): Promise<QueriedOrder> {
  return api.get<QueriedOrder>(`/pull-automation/order/${encodeURIComponent(name.replace('#', ''))}`);
}

/** What an order to edit holds: its delivery date, and its add-ons by title with their quantities. */
export interface OrderToEdit {
  deliveryDate: string;
  addons: readonly (readonly [title: string, sku: string, quantity: number])[];
}

/**
 * A fresh Winnipeg order for the order editors (001 §2), made through the failed-order requeue with
 * a unique e-mail: Sunny Days Standard, the add-ons asked for, delivered to R2C 1B3 (a seeded
 * postal code the shop has rates for) on `deliveryDate`.
 */
export async function orderToEdit(api: AdminApi, order: OrderToEdit): Promise<string> {
  const word = uniqueWord().toLowerCase();
  const answer = await api.post<{ orderName: string }>('/orders/requeue', {
    email: `e2e.${word}@example.com`,
    tags: 'web',
    line_items: [
      { title: 'Sunny Days', variant_title: 'Standard', quantity: 1, sku: 'SUNNY-DAYS-S', price: '65.00', product_type: 'Flowers' },
      ...order.addons.map(([title, sku, quantity]) => ({ title, variant_title: 'Default Title', quantity, sku, price: '12.00', product_type: 'Gift-adds' })),
    ],
    shipping_address: { first_name: 'Robin', last_name: `Tester ${word}`, address1: '12 Main Street', city: 'Transcona', province: 'Manitoba', province_code: 'MB', zip: 'R2C 1B3', phone: '204-555-0199' },
    note_attributes: [
      { name: '_region', value: 'Winnipeg' },
      { name: '_regionCode', value: 'MB' },
      { name: 'Delivery Date', value: order.deliveryDate },
    ],
  });
  expect(answer.orderName).toMatch(/^#\d+$/);
  return answer.orderName;
}
