import type { CheckoutCart, CheckoutCartForm } from '../../../runtime/generated/entities.ts';
import type { ShopRate } from '../../../shared/shopRates.ts';
import type { DeliveryVariant } from './deliveryVariants.ts';
import { firstText, isRecord, trimmedText } from './values.ts';

/**
 * The form fields 'Delivering to the same address?' = Yes locks read-only and copies from the first
 * cart (001 §4 'address fields are locked read-only and copied from the first cart'): where the
 * parcel goes, the province, city and region with it (the region follows the city, 001 §4), the
 * postal code, the street address, apartment, buzzer and address type. Not the recipient (names,
 * contact, phone: another person may live there), nor the delivery date and window (the window is
 * restricted instead, sameAddressWindows).
 */
export const ADDRESS_FIELDS = ['provinceCode', 'city', 'regionCode', 'postalCode', 'address', 'apartmentNumber', 'buzzerCode', 'addressType'] as const satisfies readonly (keyof CheckoutCartForm)[];

export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The address fields' values of the first cart, '' for one it lacks (so copying also clears what the form held). */
export function sameAddressValues(first: CheckoutCart): Record<AddressField, string> {
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, trimmedText(first[field])])) as Record<AddressField, string>;
}

/** The dollar text of a shop rate ('$2.00'). */
const rateText = (price: number) => `$${price.toFixed(2)}`;

/**
 * The one delivery window Yes offers (001 §4 'the delivery window is restricted to a single option
 * priced $2 using the secondary delivery product'): the first cart's window (its text, or a rate
 * row or cart item naming it: `display_text`, `value`, `title`) priced at the same-address
 * product's price, as a shop rate row `{ status: true, display_text, zone_rate: '$2.00' }` so the
 * delivery window select shows it like any rate. None without a window or without that product.
 */
export function sameAddressWindows(rate: unknown, sameAddressDelivery: DeliveryVariant | undefined): ShopRate[] {
  const window = isRecord(rate) ? firstText(rate.display_text, rate.value, rate.title) : trimmedText(rate);
  if (window === '' || !sameAddressDelivery) return [];
  return [{ status: true, display_text: window, zone_rate: rateText(sameAddressDelivery.price) }];
}

/**
 * The carts once the one at `index` is removed (001 §4 'Remove deletes a cart; if the first cart
 * is removed and the second was 'same address', its delivery rate is restored from backup'): when
 * the first cart goes and the next was delivered to its address, that cart is no longer
 * same-address and gets back its own rate (deliveryRateItem and the window's text from
 * deliveryRateBackup, the backup then dropped; without a backup its rate stays). An index out of
 * the list removes nothing. The carts given are not changed.
 */
export function cartsAfterRemoving(carts: readonly CheckoutCart[], index: number): CheckoutCart[] {
  if (!Number.isInteger(index) || index < 0 || index >= carts.length) return [...carts];
  const rest = carts.filter((_, at) => at !== index);
  const next = rest[0];
  if (index !== 0 || next?.sameAddress !== true) return rest;
  const { deliveryRateBackup: backup, ...cart } = next;
  const restored: CheckoutCart = backup ? { ...cart, sameAddress: false, deliveryRateItem: backup, deliveryRate: backup.value } : { ...cart, sameAddress: false };
  return [restored, ...rest.slice(1)];
}
