import { itemQuantity, itemsOf, itemTitle } from '../orderItems/chosenItem.ts';
import { BOUQUET_TYPES, replacementProducts, type BouquetType, type ReplacementProduct } from './replacementProducts.ts';

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The bouquet's type: `bouquetType` when given, else the bouquet item's `productType`; Flowers (001 §7 lists it first) when neither names a bouquet type. */
function bouquetTypeOf(named: unknown, bouquet: unknown): BouquetType {
  const fromItem = isRecord(bouquet) ? bouquet.productType : undefined;
  const wanted = (text(named) ?? text(fromItem) ?? '').trim().toLowerCase();
  return BOUQUET_TYPES.find((type) => type.toLowerCase() === wanted) ?? 'Flowers';
}

/**
 * The value rule `replacementProducts`: the replacement's `products` (replacementProducts.ts) from
 * its named args, each a whole placeholder so an item keeps its shape: `deliveryDate`
 * (`yyyy-MM-dd`), `regionTag`, `regionCode`, `bouquet` (a title or the product node), `bouquetType`
 * (Flowers, Bundle or Curated_Bundle), `bouquetSize` (a title or the variant), `vase`, `card` (titles
 * or items) and `addons` (the add-on picker's list: each item's `value` or `title`, and `quantity`).
 */
export function replacementProductsRule(args: Readonly<Record<string, unknown>>): ReplacementProduct[] {
  const bouquetTitle = itemTitle(args.bouquet);
  const size = itemTitle(args.bouquetSize);
  return replacementProducts({
    deliveryDate: text(args.deliveryDate) ?? '',
    region: { tag: text(args.regionTag), code: text(args.regionCode) },
    bouquet: bouquetTitle && size ? { title: bouquetTitle, type: bouquetTypeOf(args.bouquetType, args.bouquet), size } : undefined,
    vase: itemTitle(args.vase),
    card: itemTitle(args.card),
    addons: itemsOf(args.addons).flatMap((addon) => {
      const title = itemTitle(addon);
      return title === undefined ? [] : [{ title, quantity: itemQuantity(addon) }];
    }),
  });
}
