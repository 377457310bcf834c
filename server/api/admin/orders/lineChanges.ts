/**
 * The line item changes of an order adjustment (001 §2 Order Adjustments, §5, §7 inventories):
 * pure. A new bouquet replaces the bouquet line (its quantity, its properties kept); '+' adds an
 * add-on (to its line when the order has one); '-' removes up to the ordered quantity of an
 * add-on (lines left at 0 go). Answers the lines to update, insert and delete, and the stock to
 * take and give back, netted by SKU; or the problems by field (inventories.<i>.…).
 */
import type { StockDemand } from '../bulkOrders/stock';
import type { CatalogueVariant } from './catalogueVariants';
import { BOUQUET_TYPES } from './orderAnswer';
import type { NameValue, StoredLineItem } from './orderStore';

export const ADDON_TYPE = 'Gift-adds';
/** What the order store's line table holds (0061_orders.sql): positions 1 to 500, quantities 1 to 10,000. */
export const MAX_LINE_POSITION = 500;
export const MAX_LINE_QUANTITY = 10_000;

/** One inventory change of the request, its variant found in the catalogue. */
export interface InventoryChange {
  /** Its index in the request's inventories (for the field name). */
  index: number;
  type: 'bouquet' | '-' | '+';
  variant: CatalogueVariant;
  quantity: number;
}

/** A line of the order after the changes: `id` for a stored line, none for a new one. */
export interface PlannedLine {
  id?: number;
  position: number;
  productTitle: string;
  variantTitle: string;
  productType: string;
  sku: string;
  quantity: number;
  price: string;
  properties: NameValue[];
}

export interface LinePlan {
  updated: PlannedLine[];
  inserted: PlannedLine[];
  deleted: number[];
  take: StockDemand[];
  giveBack: StockDemand[];
  /** For a shortfall of a SKU: the field of the request's last change taking it. */
  takenBy: Map<string, string>;
}

export type LinePlanning = { ok: true; plan: LinePlan } | { ok: false; fields: Record<string, string> };

const nameOf = (line: { productTitle: string; variantTitle: string }) =>
  line.variantTitle === 'Default Title' ? line.productTitle : `${line.productTitle} ${line.variantTitle}`;

function sameLine(a: PlannedLine, b: StoredLineItem): boolean {
  return a.productTitle === b.productTitle && a.variantTitle === b.variantTitle && a.productType === b.productType && a.sku === b.sku && a.quantity === b.quantity && a.price === b.price;
}

export function planLineChanges(lines: readonly StoredLineItem[], changes: readonly InventoryChange[]): LinePlanning {
  // The stored fields only: a line's catalogue variant id is read from its SKU, never stored, so a replaced bouquet cannot keep the old one's.
  const working: PlannedLine[] = lines.map((line) => ({
    id: line.id,
    position: line.position,
    productTitle: line.productTitle,
    variantTitle: line.variantTitle,
    productType: line.productType,
    sku: line.sku,
    quantity: line.quantity,
    price: line.price,
    properties: [...line.properties],
  }));
  let nextPosition = Math.max(0, ...lines.map((line) => line.position)) + 1;
  const fields: Record<string, string> = {};
  const net = new Map<string, StockDemand>();
  const takenBy = new Map<string, string>();
  const move = (line: { sku: string; productTitle: string; variantTitle: string }, quantity: number) => {
    const known = net.get(line.sku) ?? { sku: line.sku, productTitle: line.productTitle, variantTitle: line.variantTitle, quantity: 0 };
    known.quantity += quantity;
    net.set(line.sku, known);
  };
  const added = (variant: CatalogueVariant, quantity: number): PlannedLine => ({
    position: nextPosition++,
    productTitle: variant.productTitle,
    variantTitle: variant.variantTitle,
    productType: variant.productType,
    sku: variant.sku,
    quantity,
    price: variant.price,
    properties: [],
  });

  for (const change of changes) {
    const { variant, quantity } = change;
    const field = `inventories.${change.index}`;
    if (change.type === 'bouquet') {
      if (!BOUQUET_TYPES.includes(variant.productType)) {
        fields[`${field}.id`] = `${nameOf(variant)} is a ${variant.productType} product, not a bouquet (${BOUQUET_TYPES.join(', ')})`;
        continue;
      }
      const bouquet = working.find((line) => BOUQUET_TYPES.includes(line.productType));
      if (bouquet) {
        move(bouquet, -bouquet.quantity);
        Object.assign(bouquet, { productTitle: variant.productTitle, variantTitle: variant.variantTitle, productType: variant.productType, sku: variant.sku, price: variant.price, quantity });
      } else working.push(added(variant, quantity));
      move(variant, quantity);
      takenBy.set(variant.sku, `${field}.quantity`);
      continue;
    }
    if (variant.productType !== ADDON_TYPE) {
      fields[`${field}.id`] = `${nameOf(variant)} is a ${variant.productType} product, not an add-on (${ADDON_TYPE})`;
      continue;
    }
    const addonLines = working.filter((line) => line.sku === variant.sku && line.productType === ADDON_TYPE);
    if (change.type === '+') {
      const line = addonLines[0];
      if (line) line.quantity += quantity;
      else working.push(added(variant, quantity));
      move(variant, quantity);
      takenBy.set(variant.sku, `${field}.quantity`);
      continue;
    }
    const ordered = addonLines.reduce((sum, line) => sum + line.quantity, 0);
    if (quantity > ordered) {
      fields[`${field}.quantity`] = `removes ${quantity} ${nameOf(variant)}; the order has ${ordered === 0 ? 'none' : ordered}`;
      continue;
    }
    let left = quantity;
    for (const line of [...addonLines].reverse()) {
      const taken = Math.min(left, line.quantity);
      line.quantity -= taken;
      left -= taken;
    }
    move(variant, -quantity);
  }
  for (const line of working) {
    const field = takenBy.get(line.sku) ?? 'inventories';
    if (line.id === undefined && line.position > MAX_LINE_POSITION) fields[field] = `would put a line past the ${MAX_LINE_POSITION} an order can hold`;
    if (line.quantity > MAX_LINE_QUANTITY) fields[field] = `would make ${line.quantity} ${nameOf(line)} on one line; a line holds at most ${MAX_LINE_QUANTITY}`;
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields };

  const kept = working.filter((line) => line.quantity > 0);
  const plan: LinePlan = {
    updated: kept.filter((line) => {
      const stored = lines.find((item) => item.id === line.id);
      return stored !== undefined && !sameLine(line, stored);
    }),
    inserted: kept.filter((line) => line.id === undefined),
    deleted: working.filter((line) => line.quantity === 0 && line.id !== undefined).map((line) => line.id ?? 0),
    take: [...net.values()].filter((demand) => demand.quantity > 0),
    giveBack: [...net.values()].filter((demand) => demand.quantity < 0).map((demand) => ({ ...demand, quantity: -demand.quantity })),
    takenBy,
  };
  return { ok: true, plan };
}

/** Whether the plan changes the order's lines at all. */
export function changesLines(plan: LinePlan): boolean {
  return plan.updated.length + plan.inserted.length + plan.deleted.length > 0;
}
