import { describe, expect, it } from 'vitest';
import type { CheckoutCart } from '../../runtime/generated/entities';
import { decodeShopRates } from '../../shared/shopRates';
import { ADDRESS_FIELDS, cartsAfterRemoving, sameAddressValues, sameAddressWindows } from '../../src/domain/checkout/sameAddress';

const SAME_ADDRESS_DELIVERY = { id: 'gid://shopify/ProductVariant/901', sku: 'SAME-ADDRESS-DELIVERY', title: 'Same Address Delivery', price: 2 };

const FIRST: CheckoutCart = {
  firstName: 'Marie',
  provinceCode: 'MB',
  city: 'Transcona',
  regionCode: 'MB',
  postalCode: 'R2C 1B3',
  address: '1 Regent Ave W',
  addressType: 'House',
  deliveryRate: 'Anytime (8am - 8pm)',
  deliveryRateItem: { value: 'Anytime (8am - 8pm)', id: '', sku: '', price: 12 },
};
const OWN_RATE = { value: 'Evening (5pm - 9pm)', id: '', sku: '', price: 18 };
const SAME: CheckoutCart = {
  ...FIRST,
  firstName: 'Luc',
  sameAddress: true,
  deliveryRateItem: { value: 'Anytime (8am - 8pm)', id: '', sku: '', price: 2 },
  deliveryRateBackup: OWN_RATE,
};
const THIRD: CheckoutCart = { firstName: 'Ana', sameAddress: false };

describe("'Delivering to the same address?' (001 §4)", () => {
  it("copies the first cart's address fields, clearing the ones it lacks, and nothing of the recipient", () => {
    expect(sameAddressValues(FIRST)).toEqual({ provinceCode: 'MB', city: 'Transcona', regionCode: 'MB', postalCode: 'R2C 1B3', address: '1 Regent Ave W', apartmentNumber: '', buzzerCode: '', addressType: 'House' });
    expect(ADDRESS_FIELDS).not.toContain('firstName');
    expect(ADDRESS_FIELDS).not.toContain('deliveryDate');
  });

  it("offers one window, the first cart's, at the same-address product's $2, as a shop rate the window select reads", () => {
    const windows = sameAddressWindows('Anytime (8am - 8pm)', SAME_ADDRESS_DELIVERY);
    expect(windows).toEqual([{ status: true, display_text: 'Anytime (8am - 8pm)', zone_rate: '$2.00' }]);
    expect(decodeShopRates(windows)).toEqual(windows);
    expect(sameAddressWindows(FIRST.deliveryRateItem, SAME_ADDRESS_DELIVERY)).toEqual(windows);
    expect(sameAddressWindows({ status: true, display_text: 'Anytime (8am - 8pm)', zone_rate: '$12.00' }, { ...SAME_ADDRESS_DELIVERY, price: 2.5 })[0]?.zone_rate).toBe('$2.50');
  });

  it('offers none without a window or without the same-address product', () => {
    expect(sameAddressWindows('  ', SAME_ADDRESS_DELIVERY)).toEqual([]);
    expect(sameAddressWindows(undefined, SAME_ADDRESS_DELIVERY)).toEqual([]);
    expect(sameAddressWindows('Anytime (8am - 8pm)', undefined)).toEqual([]);
  });
});

describe('cartsAfterRemoving (001 §4 Remove)', () => {
  it("restores the next cart's own rate from its backup when the first cart goes and it was same-address", () => {
    const carts = [FIRST, SAME, THIRD];
    const after = cartsAfterRemoving(carts, 0);
    expect(after).toHaveLength(2);
    expect(after[0]).toEqual({ ...FIRST, firstName: 'Luc', sameAddress: false, deliveryRate: 'Evening (5pm - 9pm)', deliveryRateItem: OWN_RATE });
    expect(after[0]).not.toHaveProperty('deliveryRateBackup');
    expect(after[1]).toBe(THIRD);
    expect(carts[1]).toBe(SAME);
    expect(SAME.sameAddress).toBe(true);
  });

  it('changes nothing else: another cart removed, a next cart not same-address, an index out of the list', () => {
    expect(cartsAfterRemoving([FIRST, SAME, THIRD], 2)).toEqual([FIRST, SAME]);
    expect(cartsAfterRemoving([FIRST, THIRD, SAME], 0)).toEqual([THIRD, SAME]);
    expect(cartsAfterRemoving([FIRST, SAME], 5)).toEqual([FIRST, SAME]);
    expect(cartsAfterRemoving([FIRST, SAME], -1)).toEqual([FIRST, SAME]);
    expect(cartsAfterRemoving([FIRST], 0)).toEqual([]);
  });

  it('without a backup, only takes the next cart off the same address', () => {
    const { deliveryRateBackup: _backup, ...noBackup } = SAME;
    expect(cartsAfterRemoving([FIRST, noBackup], 0)).toEqual([{ ...noBackup, sameAddress: false }]);
  });
});
