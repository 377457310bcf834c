/** One ordered add-on as the add-on picker holds it (001 §3 'Cart (checkout)'). */
export interface PickedAddon {
  value: string;
  id: string;
  price: number;
  quantity: number;
  sku: string;
}

type Row = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** '12.50' → 12.5; anything unreadable or negative → 0 (the subtotal then leaves it out rather than guessing). */
function priceOf(value: unknown): number {
  const amount = typeof value === 'number' ? value : Number(text(value));
  return Number.isFinite(amount) && amount >= 0 ? amount : 0;
}

/**
 * The add-ons an order has, for the add-on picker to open with (001 §2 'a two-list add-on
 * picker'): its Gift-adds line items (the order answer's `lineItems`), each as `{ value, id,
 * price, quantity, sku }` with the line's catalogue variant as `id`. Lines of one variant are one
 * row, quantities added. A line whose SKU the catalogue no longer knows has no id, so the picker
 * cannot hold it: it is left out here, and the adjustment rule, which reads the order's add-ons
 * text, then sends its removal with an empty id that the service refuses (never a silent drop).
 */
export function orderedAddons(lines: unknown): PickedAddon[] {
  if (!Array.isArray(lines)) return [];
  const rows = new Map<string, PickedAddon>();
  for (const line of (lines as readonly unknown[]).filter(isRecord)) {
    const id = text(line.variantId).trim();
    const quantity = typeof line.quantity === 'number' && Number.isInteger(line.quantity) ? line.quantity : 0;
    if (line.productType !== 'Gift-adds' || id === '' || quantity < 1) continue;
    const known = rows.get(id);
    if (known) known.quantity += quantity;
    else rows.set(id, { value: text(line.productTitle), id, price: priceOf(line.price), quantity, sku: text(line.sku) });
  }
  return [...rows.values()];
}
