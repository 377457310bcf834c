/**
 * Which line of an order an upgrade row changes (pure): the line named by product title (case
 * aside), or, when the row names none, the order's bouquet: its first Flowers, Bundle or
 * Curated_Bundle line. A bouquet line may be written 'Wild Meadow - Grand' (name and size joined
 * by a hyphen, 001 §3): its product is then 'Wild Meadow'.
 */

export const BOUQUET_TYPES: readonly string[] = ['Flowers', 'Bundle', 'Curated_Bundle'];
export const UPGRADED_TAG = 'UPGRADED';

export interface PlanLine {
  id: number;
  productTitle: string;
  productType: string;
}

/** The line to upgrade, or undefined when the order has none fitting. */
export function lineToUpgrade<Line extends PlanLine>(lines: readonly Line[], productTitle: string): Line | undefined {
  const wanted = productTitle.trim().toLowerCase();
  if (wanted === '') return lines.find((line) => BOUQUET_TYPES.includes(line.productType));
  return lines.find((line) => productTitles(line.productTitle).some((title) => title.toLowerCase() === wanted));
}

/** The product titles a line's title may stand for: itself, and the part before ' - ' when it has one. */
export function productTitles(lineTitle: string): string[] {
  const cut = lineTitle.lastIndexOf(' - ');
  return cut > 0 ? [lineTitle, lineTitle.slice(0, cut)] : [lineTitle];
}

/** The tags with UPGRADED added once (case aside). */
export function withUpgradedTag(tags: readonly string[]): string[] {
  return tags.some((tag) => tag.toLowerCase() === UPGRADED_TAG.toLowerCase()) ? [...tags] : [...tags, UPGRADED_TAG];
}

/** '1 order upgraded', '3 orders upgraded'. */
export function upgradedMessage(count: number): string {
  return `${count} ${count === 1 ? 'order' : 'orders'} upgraded`;
}
