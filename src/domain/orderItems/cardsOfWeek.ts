import { weekCode } from '../weekCodeFilter.ts';

type Row = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The text tags of a product node; anything else carries none. */
function tagsOf(node: Row): string[] {
  return Array.isArray(node.tags) ? (node.tags as readonly unknown[]).filter((tag): tag is string => typeof tag === 'string') : [];
}

/** A node is in stock when it is for sale and one of its variants (or the node itself) has a quantity above 0. */
function inStock(node: Row): boolean {
  if (node.availableForSale !== true) return false;
  const variants = Array.isArray(node.variants) ? (node.variants as readonly unknown[]).filter(isRecord) : [node];
  return variants.some((variant) => variant.availableForSale !== false && typeof variant.quantityAvailable === 'number' && variant.quantityAvailable > 0);
}

/**
 * The cards an order may carry on a delivery date (001 §5 'Replacement and checkout', §9 'Week code'):
 * for sale with a quantity above 0, tagged with the date's week code or 'card-ongoing', and not
 * tagged 'not-{week code}'. No readable date (blank, not yyyy-MM-dd) offers only the ongoing cards
 * that are not excluded for any week: a card tied to a week is never offered for an unknown one.
 * Anything that is not a list of nodes gives [].
 */
export function cardsOfWeek(cards: unknown, date: unknown): Row[] {
  if (!Array.isArray(cards)) return [];
  const week = weekCode(date);
  return (cards as readonly unknown[]).filter(isRecord).filter((card) => {
    const tags = tagsOf(card);
    if (!inStock(card)) return false;
    if (week === undefined) return tags.includes('card-ongoing') && !tags.some((tag) => tag.startsWith('not-'));
    return (tags.includes(week) || tags.includes('card-ongoing')) && !tags.includes(`not-${week}`);
  });
}
