/**
 * What marks a replacement order as one (001 §3 'Replacement order payload', §9 'Replacement order
 * tags: REPLACEMENT_AUTOMATION and ORIGINAL_ORDER_{order}; note attribute originalOrder') and its
 * sender (001 §3: 'sender (with email set to the chosen e-mail)'). Pure; a blank order name marks nothing.
 */
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function replacementTags(order: unknown): string[] {
  const name = text(order);
  return name === '' ? [] : ['REPLACEMENT_AUTOMATION', `ORIGINAL_ORDER_${name}`];
}

export function replacementNoteAttributes(order: unknown): { name: string; value: string }[] {
  const name = text(order);
  return name === '' ? [] : [{ name: 'originalOrder', value: name }];
}

/** `{ email }` for a chosen e-mail; nothing for none, so the key is left out. */
export function replacementSender(email: unknown): { email: string } | undefined {
  const chosen = text(email);
  return chosen === '' ? undefined : { email: chosen };
}
