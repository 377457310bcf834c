/**
 * The order ids staff type (001 §2 Mass Adjust Tags, Bulk Order Link Creator, Manual fulfilment):
 * '#11111,#22222', '11111,22222' or one per line, the forms mixed as they like; blanks between
 * them are ignored.
 */

/** Most orders one call takes. */
export const MAX_ORDER_IDS = 500;

export interface OrderIdList {
  /** The ids as '#1001', each once, in the order typed. */
  names: string[];
  /** What is not an order id ('abc', '#'), as typed. */
  refused: string[];
}

/** Reads a list of order ids; an id is digits, with or without one leading '#'. */
export function readOrderIds(text: string): OrderIdList {
  const names: string[] = [];
  const refused: string[] = [];
  for (const piece of text.split(/[,\r\n]+/)) {
    const typed = piece.trim();
    if (typed === '') continue;
    const match = /^#?\s*0*(\d{1,9})$/.exec(typed);
    const name = match?.[1] && Number(match[1]) >= 1 ? `#${Number(match[1])}` : undefined;
    if (!name) refused.push(typed);
    else if (!names.includes(name)) names.push(name);
  }
  return { names, refused };
}

/** The field error of a list of order ids, or undefined when it is fine. */
export function orderIdsProblem(list: OrderIdList): string | undefined {
  if (list.refused.length > 0) return `${list.refused.slice(0, 5).map((typed) => `'${typed.slice(0, 20)}'`).join(', ')} ${list.refused.length === 1 ? 'is not an order id' : 'are not order ids'}: give numbers such as #1001`;
  if (list.names.length === 0) return 'is required: give at least one order id such as #1001';
  if (list.names.length > MAX_ORDER_IDS) return `holds ${list.names.length} orders; at most ${MAX_ORDER_IDS} at a time`;
  return undefined;
}
