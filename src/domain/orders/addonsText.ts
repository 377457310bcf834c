import { collapsedText } from './orderText.ts';

/** One add-on as an order's add-ons text names it. */
export interface OrderedAddon {
  name: string;
  quantity: number;
}

/** 'Name (x2)': the name and the quantity, spaces allowed around and inside the brackets, 'X' in either case. */
const COUNTED = /^(.*?)\s*\(\s*x\s*(\d{1,6})\s*\)$/i;

/**
 * The add-ons of an order's `addons` text (001 §3: 'comma list, optional quantity such as
 * 'Name (x2)''): 'Chocolate Truffles (x2), Teddy Bear' → Chocolate Truffles ×2, Teddy Bear ×1.
 * Pure and tolerant: extra spaces are dropped, empty items and '(x0)' are left out, and anything
 * that is not text gives no add-on. Items are kept as written (one named twice stays twice).
 */
export function parseAddonsText(text: unknown): OrderedAddon[] {
  if (typeof text !== 'string') return [];
  return text.split(',').flatMap((part) => {
    const item = collapsedText(part);
    const counted = COUNTED.exec(item);
    const name = collapsedText(counted ? counted[1] : item);
    const quantity = counted ? Number(counted[2] ?? 0) : 1;
    return name === '' || quantity < 1 ? [] : [{ name, quantity }];
  });
}
