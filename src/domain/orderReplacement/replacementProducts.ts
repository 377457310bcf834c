import type { ReplacementOrder } from '../../../runtime/generated/entities';
import { vaseTitle } from '../vaseAlias.ts';
import { warehouseOfRegion, type RegionOfOrder } from '../warehouseCodes.ts';
import { weekCode } from '../weekCodeFilter.ts';

/** One line of POST /orders/replace's `products` (001 §3 'Replacement order payload'). */
export type ReplacementProduct = ReplacementOrder['products'][number];

/** The product types a bouquet is of (001 §3 'Product types'). */
export const BOUQUET_TYPES = ['Flowers', 'Bundle', 'Curated_Bundle'] as const;
export type BouquetType = (typeof BOUQUET_TYPES)[number];

/** The variant title of a single-variant product: vases, cards and add-ons (001 §3). */
export const DEFAULT_VARIANT = 'Default Title';

/** What the replacement form has chosen, every title as the shop spells it (blank: not chosen). */
export interface ReplacementChoice {
  /** `yyyy-MM-dd`: each line's week code is its week (001 §9). */
  deliveryDate: string;
  /** Each line's warehouse comes from it (001 §9's region-tag map). */
  region: RegionOfOrder;
  /** The bouquet's title, its type (which inventory it came from) and its size (the variant: Standard, Deluxe, Grand). */
  bouquet?: { title: string; type: BouquetType; size: string } | undefined;
  /** The vase's title; 'Contemporary Vase' is sent as 'Contemporary Modern' (001 §9). */
  vase?: string | undefined;
  /** The card's title (the form's card type). */
  card?: string | undefined;
  /** The ordered add-ons with their quantities (the add-on picker's list). */
  addons?: readonly { title: string; quantity: number }[] | undefined;
}

const filled = (text: string | undefined): text is string => text !== undefined && text.trim() !== '';

/** The add-ons with a title and a quantity of at least 1, one line per title (case aside), their quantities added. */
function addonLines(addons: readonly { title: string; quantity: number }[]): { title: string; quantity: number }[] {
  const lines: { title: string; quantity: number }[] = [];
  for (const addon of addons) {
    const quantity = Math.trunc(addon.quantity);
    if (!filled(addon.title) || !(quantity >= 1)) continue;
    const title = addon.title.trim();
    const same = lines.find((line) => line.title.toLowerCase() === title.toLowerCase());
    if (same) same.quantity += quantity;
    else lines.push({ title, quantity });
  }
  return lines;
}

/**
 * The replacement's `products` (001 §3: productTitle, variantTitle, productType, weekCode,
 * warehouse, quantity), in the payload's order: the bouquet in its size, the vase, the add-ons each
 * with its quantity, the card. Nothing chosen gives no line for it (a bouquet needs its size too: the
 * form requires both, 001 §5). Every line carries the delivery date's week code and the region's
 * warehouse, each left out when unknown (no date yet, a region no map names) rather than guessed;
 * the service refuses a list without a bouquet with its own field message.
 */
export function replacementProducts(choice: ReplacementChoice): ReplacementProduct[] {
  const week = weekCode(choice.deliveryDate);
  const warehouse = warehouseOfRegion(choice.region);
  const line = (productTitle: string, variantTitle: string, productType: ReplacementProduct['productType'], quantity: number): ReplacementProduct => ({
    productTitle,
    variantTitle,
    productType,
    ...(week === undefined ? {} : { weekCode: week }),
    ...(warehouse === undefined ? {} : { warehouse }),
    quantity,
  });
  const { bouquet, vase, card } = choice;
  return [
    ...(bouquet && filled(bouquet.title) && filled(bouquet.size) ? [line(bouquet.title.trim(), bouquet.size.trim(), bouquet.type, 1)] : []),
    ...(filled(vase) ? [line(vaseTitle(vase), DEFAULT_VARIANT, 'Vase', 1)] : []),
    ...addonLines(choice.addons ?? []).map((addon) => line(addon.title, DEFAULT_VARIANT, 'Gift-adds', addon.quantity)),
    ...(filled(card) ? [line(card.trim(), DEFAULT_VARIANT, 'Card', 1)] : []),
  ];
}
