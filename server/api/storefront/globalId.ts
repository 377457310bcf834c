/**
 * Shopify global ids (`gid://shopify/Product/123`): the type and the number they name. A number
 * past what the catalogue's serial ids reach names nothing here (a real shop's 13-digit ids
 * among them): `rowId` null, so it is looked up as absent rather than refused.
 */

/** The largest id a `serial` column holds. */
const MAX_ROW_ID = 2_147_483_647;

export interface GlobalId {
  /** 'Product', 'ProductVariant', … */
  type: string;
  /** The row it names; null when no row can have that number. */
  rowId: number | null;
}

/** The parts of a global id, or undefined when the text is none (the caller answers 'Invalid global id'). */
export function parseGlobalId(text: string): GlobalId | undefined {
  const match = /^gid:\/\/shopify\/([A-Za-z]+)\/(\d{1,20})$/.exec(text);
  if (!match?.[1] || !match[2]) return undefined;
  const number = Number(match[2]);
  return { type: match[1], rowId: number >= 1 && number <= MAX_ROW_ID ? number : null };
}
