/**
 * The add-on picker's logic (widgets/addonPicker): the add-ons an inventory answer offers, and the
 * chosen list it edits, in the 001 §3 'Cart (checkout)' shape `{ value, id, price, quantity,
 * quantityAvailable, sku }`. Pure: the view only calls these.
 */

/** One add-on: offered (quantity 1) or chosen (the quantity ordered). */
export interface Addon {
  value: string;
  id: string;
  price?: number;
  quantity: number;
  /** The stock the inventory gave; absent for an add-on an order already holds and no offer priced (its limit is then the service's). */
  quantityAvailable?: number;
  sku?: string;
}

type Row = Readonly<Record<string, unknown>>;

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const wholeOf = (value: unknown): number | undefined => (typeof value === 'number' && Number.isInteger(value) ? value : undefined);

/** A price as a number: `12.5`, the shop's `{ amount: '12.5' }` or `'12.5'`. */
function priceOf(value: unknown): number | undefined {
  const raw = isRow(value) ? value.amount : value;
  const price = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof price === 'number' && Number.isFinite(price) ? price : undefined;
}

/** The rows of a list answer: the list itself, or its `nodes` (a shop connection). */
function rowsOf(answer: unknown): readonly unknown[] {
  if (Array.isArray(answer)) return answer;
  return isRow(answer) && Array.isArray(answer.nodes) ? answer.nodes : [];
}

/**
 * The add-on a row offers, when it is for sale with stock (001 §5: 'add-ons … need availableForSale
 * and quantity above 0'): an inventory product node read from its first variant (add-ons have one,
 * 'Default Title', 001 §3), or a row already of the add-on shape (`value` or `title`).
 */
export function offerOf(row: unknown): Addon | undefined {
  if (!isRow(row)) return undefined;
  const variants: unknown = row.variants;
  const variant: unknown = Array.isArray(variants) ? (variants as readonly unknown[])[0] : row;
  if (!isRow(variant) || row.availableForSale !== true || variant.availableForSale === false) return undefined;
  const value = textOf(row.value) ?? textOf(row.title);
  const id = textOf(variant.id);
  const quantityAvailable = wholeOf(variant.quantityAvailable);
  if (value === undefined || id === undefined || quantityAvailable === undefined || quantityAvailable <= 0) return undefined;
  const price = priceOf(variant.price);
  const sku = textOf(variant.sku);
  return { value, id, ...(price !== undefined && { price }), quantity: 1, quantityAvailable, ...(sku !== undefined && { sku }) };
}

/** Every add-on an answer offers, in its order, each id once. */
export function addonOffers(answer: unknown): Addon[] {
  const offers: Addon[] = [];
  for (const row of rowsOf(answer)) {
    const offer = offerOf(row);
    if (offer && !offers.some((known) => known.id === offer.id)) offers.push(offer);
  }
  return offers;
}

/** The chosen add-ons a field's value holds (items without a name or an id are not add-ons). */
export function chosenAddons(value: unknown): Addon[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown): Addon[] => {
    if (!isRow(item)) return [];
    const name = textOf(item.value) ?? textOf(item.title);
    const id = textOf(item.id);
    if (name === undefined || id === undefined) return [];
    const price = priceOf(item.price);
    const sku = textOf(item.sku);
    const quantityAvailable = wholeOf(item.quantityAvailable);
    return [{ value: name, id, ...(price !== undefined && { price }), quantity: wholeOf(item.quantity) ?? 1, ...(quantityAvailable !== undefined && { quantityAvailable }), ...(sku !== undefined && { sku }) }];
  });
}

/** The offers not chosen yet: what the inventory list shows. */
export function inventoryOf(offers: readonly Addon[], chosen: readonly Addon[]): Addon[] {
  return offers.filter((offer) => !chosen.some((item) => item.id === offer.id));
}

/** The chosen list with the offers of `ids` added at its end, one each. */
export function addAddons(chosen: readonly Addon[], offers: readonly Addon[], ids: readonly string[]): Addon[] {
  return [...chosen, ...inventoryOf(offers, chosen).filter((offer) => ids.includes(offer.id))];
}

/** The chosen list without the add-ons of `ids`. */
export function removeAddons(chosen: readonly Addon[], ids: readonly string[]): Addon[] {
  return chosen.filter((item) => !ids.includes(item.id));
}

/** The chosen list with one add-on's quantity changed. */
export function withQuantity(chosen: readonly Addon[], id: string, quantity: number): Addon[] {
  return chosen.map((item) => (item.id === id ? { ...item, quantity } : item));
}

/** A quantity typed: a whole number from 1 up; anything else (blank, 0, 1.5) is none. */
export function quantityOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const quantity = Number(trimmed);
  return quantity >= 1 ? quantity : undefined;
}

/** The first chosen add-on ordered above its stock (001 §5: 'Add-on quantity may not exceed quantity available'). */
export function overStock(value: unknown): (Addon & { quantityAvailable: number }) | undefined {
  return chosenAddons(value).find((item): item is Addon & { quantityAvailable: number } => item.quantityAvailable !== undefined && item.quantity > item.quantityAvailable);
}

/** The field's value: the chosen add-ons, none = no value. */
export function addonsValue(chosen: readonly Addon[]): Addon[] | undefined {
  return chosen.length > 0 ? [...chosen] : undefined;
}
