import type { CheckoutCart, CheckoutCartForm } from '../../../runtime/generated/entities.ts';
import { itemsOf } from '../orderItems/chosenItem.ts';
import { addonsStrOf } from './addonsStr.ts';
import { chosenItemOf, pickedAddonOf } from './values.ts';

/**
 * The editor form's computed rows of what staff chose (the replacement's `order.computed.*`):
 * `rate` a shop rate row (`{ display_text, zone_rate: '$12.00', status }`), `bouquetVariant` the
 * bouquet size's variant node (`{ id, sku, title, price: { amount } }`), `vase` and `card` product
 * nodes (their first variant is the line). `backupRate`: for a same-address cart, the cart's own
 * rate row from before Yes (001 §4), kept as its deliveryRateBackup.
 */
export interface ChosenRows {
  rate?: unknown;
  bouquetVariant?: unknown;
  vase?: unknown;
  card?: unknown;
  backupRate?: unknown;
}

/** Every field of the cart form (checkout-record.schema.json `$defs.cartForm`): a field added there and not here fails the type check. */
const FORM_FIELDS = {
  provinceCode: true, city: true, regionCode: true, deliveryDate: true, postalCode: true, lang: true, firstName: true, lastName: true, cname: true,
  relationship: true, occasion: true, addressType: true, phone: true, address: true, apartmentNumber: true, buzzerCode: true, deliveryRate: true,
  consent: true, bouquetName: true, bouquetSize: true, vase: true, addons: true, deliveryNotes: true, cardType: true, message: true,
  discountCode: true, sameAddress: true,
} as const satisfies Record<keyof CheckoutCartForm, true>;

const FIELD_NAMES = Object.keys(FORM_FIELDS) as readonly (keyof CheckoutCartForm)[];

/**
 * The cart Add Cart (or Save Cart) keeps (001 §3 'Cart (checkout)', §4): the form's fields as
 * staff left them, texts trimmed and blank ones left out (a blank field is no value, and the
 * service holds a kept field to its limits), sameAddress as a yes/no; the add-ons as the picker
 * holds them and as text (`addonsStr`, 'Name (x2), Other'); and the chosen rows as items
 * `{ value, id, sku, price }`: the rate's window text and price (no variant: the delivery line is
 * the shop's delivery product), the size's variant, the vase's and the card's first variant. A row
 * not chosen gives no item. Fields that are not the form's are not kept.
 */
export function cartOfForm(values: Readonly<Record<string, unknown>>, chosen: ChosenRows): CheckoutCart {
  const cart: Record<string, unknown> = {};
  for (const name of FIELD_NAMES) {
    const value = values[name];
    if (typeof value === 'string' && value.trim() !== '') cart[name] = value.trim();
    else if (typeof value === 'boolean') cart[name] = value;
  }
  const addons = itemsOf(values.addons).flatMap((row) => pickedAddonOf(row) ?? []);
  if (addons.length > 0) cart.addons = addons;
  cart.addonsStr = addonsStrOf(addons);
  const items = {
    deliveryRateItem: chosenItemOf(chosen.rate),
    bouquetSizeItem: chosenItemOf(chosen.bouquetVariant),
    vaseItem: chosenItemOf(chosen.vase),
    cardItem: chosenItemOf(chosen.card),
    deliveryRateBackup: values.sameAddress === true ? chosenItemOf(chosen.backupRate) : undefined,
  };
  for (const [name, item] of Object.entries(items)) if (item) cart[name] = item;
  // The form's own schema checked the fields; the service checks the kept cart again when it is saved.
  return cart;
}
