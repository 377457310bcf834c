import { describe, expect, it } from 'vitest';
import { shortfalls, shortfallText, stockDemands } from '../../server/api/admin/bulkOrders/stock';
import type { NewLineItem } from '../../server/api/admin/orders/orderStore';

const line = (productTitle: string, variantTitle: string, sku: string, quantity: number): NewLineItem => ({ productTitle, variantTitle, productType: 'Flowers', sku, quantity, price: '1.00' });
const roses = line('Luxe Red Roses', 'Grand', 'LUXE-RED-ROSES-GRD', 3);
const truffles = line('Chocolate Truffles', 'Default Title', 'CHOCOLATE-TRUFFLES', 2);
const fee = line('Delivery Fee', 'Default Title', 'DELIVERY-FEE', 1);
const sameAddress = line('Same Address Delivery', 'Default Title', 'SAME-ADDRESS-DELIVERY', 1);

describe('stockDemands', () => {
  it('sums what every order takes of each variant, in the order the variants first come', () => {
    expect(stockDemands([[roses, truffles, fee], [roses, truffles, sameAddress], [roses, truffles, sameAddress]])).toEqual([
      { sku: 'LUXE-RED-ROSES-GRD', productTitle: 'Luxe Red Roses', variantTitle: 'Grand', quantity: 9 },
      { sku: 'CHOCOLATE-TRUFFLES', productTitle: 'Chocolate Truffles', variantTitle: 'Default Title', quantity: 6 },
      { sku: 'DELIVERY-FEE', productTitle: 'Delivery Fee', variantTitle: 'Default Title', quantity: 1 },
      { sku: 'SAME-ADDRESS-DELIVERY', productTitle: 'Same Address Delivery', variantTitle: 'Default Title', quantity: 2 },
    ]);
  });

  it('sums a variant that comes twice in one order, and takes nothing from no orders', () => {
    expect(stockDemands([[roses, { ...roses, quantity: 1 }]])).toEqual([{ sku: 'LUXE-RED-ROSES-GRD', productTitle: 'Luxe Red Roses', variantTitle: 'Grand', quantity: 4 }]);
    expect(stockDemands([])).toEqual([]);
  });
});

describe('shortfalls', () => {
  const demands = stockDemands([[roses, truffles], [roses, truffles]]);

  it('answers the demands above the stock; exactly the stock is no shortfall', () => {
    expect(shortfalls(demands, new Map([['LUXE-RED-ROSES-GRD', 6], ['CHOCOLATE-TRUFFLES', 4]]))).toEqual([]);
    expect(shortfalls(demands, new Map([['LUXE-RED-ROSES-GRD', 5], ['CHOCOLATE-TRUFFLES', 4]]))).toEqual([{ demand: demands[0], available: 5 }]);
  });

  it('counts a variant the stock does not hold as none in stock', () => {
    expect(shortfalls(demands, new Map([['LUXE-RED-ROSES-GRD', 6]]))).toEqual([{ demand: demands[1], available: 0 }]);
  });
});

describe('shortfallText', () => {
  const demand = { sku: 'LUXE-RED-ROSES-GRD', productTitle: 'Luxe Red Roses', variantTitle: 'Grand', quantity: 6 };

  it('says what is asked in all, for how many orders, and what is in stock', () => {
    expect(shortfallText({ demand, available: 5 }, 2)).toBe('asks for 6 Luxe Red Roses Grand in all (2 orders); only 5 are in stock');
    expect(shortfallText({ demand, available: 1 }, 2)).toBe('asks for 6 Luxe Red Roses Grand in all (2 orders); only 1 is in stock');
    expect(shortfallText({ demand: { ...demand, quantity: 1 }, available: 0 }, 1)).toBe('asks for 1 Luxe Red Roses Grand in all (1 order); none are in stock');
  });

  it('names a single-variant product by its title alone', () => {
    expect(shortfallText({ demand: { sku: 'TEDDY-BEAR', productTitle: 'Teddy Bear', variantTitle: 'Default Title', quantity: 2 }, available: 0 }, 2)).toBe('asks for 2 Teddy Bear in all (2 orders); none are in stock');
  });
});
