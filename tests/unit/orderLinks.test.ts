import { describe, expect, it } from 'vitest';
import { orderLinks } from '../../src/domain/orderLinks';

describe('orderLinks', () => {
  it('writes each link of a run as order, date and link', () => {
    expect(orderLinks([
      { order: '#1001', link: 'https://shop.example/basket/abcdefg', deliveryDate: '12/24/2026' },
      { order: '#1002', link: 'https://shop.example/checkout?x=1', deliveryDate: '' },
    ])).toEqual(['#1001 · 12/24/2026 · https://shop.example/basket/abcdefg', '#1002 · https://shop.example/checkout?x=1']);
  });

  it('leaves out what is not a link entry', () => {
    expect(orderLinks([null, 'x', { order: '#1' }, { link: 'https://a' }])).toEqual([]);
    expect(orderLinks(undefined)).toEqual([]);
  });
});
