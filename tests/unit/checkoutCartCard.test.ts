import { describe, expect, it } from 'vitest';
import { cartCard } from '../../src/domain/checkout/cartCard';

const CART = {
  firstName: 'Marie',
  lastName: 'Tremblay',
  phone: '(204) 555-0101',
  deliveryDate: '2026-12-24',
  deliveryRate: 'Anytime (8am - 8pm)',
  deliveryRateItem: { value: 'Anytime (8am - 8pm)', id: '', sku: '', price: 12.99 },
  address: '1 Regent Ave W',
  city: 'Transcona',
  provinceCode: 'MB' as const,
  bouquetName: 'Sunny Days',
  bouquetSize: 'Deluxe',
  vase: 'Clear Vase',
  addonsStr: 'Chocolate Truffles (x2), Teddy Bear',
};

describe("cartCard: a cart card's texts (001 §2)", () => {
  it('shows the recipient and phone, then date, window and price, address, bouquet / size / vase and add-ons', () => {
    expect(cartCard(CART)).toEqual({
      header: 'Marie Tremblay · (204) 555-0101',
      lines: ['2026-12-24 · Anytime (8am - 8pm) · $12', '1 Regent Ave W, Transcona, MB', 'Sunny Days / Deluxe / Clear Vase', 'Chocolate Truffles (x2), Teddy Bear'],
    });
  });

  it("prices in the cart's language, else the one given", () => {
    expect(cartCard({ ...CART, lang: 'fr-ca' }).lines[0]).toBe('2026-12-24 · Anytime (8am - 8pm) · 12 $');
    expect(cartCard(CART, 'fr-ca').lines[0]).toBe('2026-12-24 · Anytime (8am - 8pm) · 12 $');
    expect(cartCard({ ...CART, lang: 'en-ca' }, 'fr-ca').lines[0]).toBe('2026-12-24 · Anytime (8am - 8pm) · $12');
  });

  it('leaves blank parts out, and a line with nothing to show', () => {
    const card = cartCard({ firstName: ' ', lastName: 'Tremblay', phone: '', city: 'Transcona', bouquetName: 'Sunny Days', vase: '', addons: [{ value: 'Teddy Bear', id: 'g', quantity: 3 }] });
    expect(card).toEqual({ header: 'Tremblay', lines: ['Transcona', 'Sunny Days', 'Teddy Bear (x3)'] });
    expect(cartCard({})).toEqual({ header: '', lines: [] });
  });

  it("shows the chosen items' values when the form's texts are absent, and an older cart's province by name", () => {
    const card = cartCard({ bouquetSizeItem: { value: 'Grand', id: 'g', sku: 's', price: 95 }, vaseItem: { value: 'Clear Vase', id: 'v', sku: 'v', price: 15 }, deliveryRate: { value: 'Anytime', id: '', sku: '', price: 2 }, ...{ province: 'Manitoba', city: 'Transcona' } });
    expect(card.lines).toEqual(['Anytime', 'Transcona, Manitoba', 'Grand / Clear Vase']);
  });
});
