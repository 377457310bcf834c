import type { Queryable } from '../../../db/database';
import type { NewLineItem } from '../orders/orderStore';

/**
 * The catalogue's stock taken by the orders of a bulk upload: what they take of each variant in
 * all, what the stock cannot give, and taking it (storefront_variant.quantity_available, the
 * quantity the storefront answers as quantityAvailable).
 */

/** What the orders take of one variant (by its SKU, unique in the catalogue), in all. */
export interface StockDemand {
  sku: string;
  productTitle: string;
  variantTitle: string;
  quantity: number;
}

/** A demand the stock cannot meet, with what is in stock. */
export interface Shortfall {
  demand: StockDemand;
  available: number;
}

/** What the orders' lines take, summed by SKU, in the order the SKUs first come. */
export function stockDemands(orders: readonly (readonly NewLineItem[])[]): StockDemand[] {
  const bySku = new Map<string, StockDemand>();
  for (const line of orders.flat()) {
    const known = bySku.get(line.sku);
    if (known) known.quantity += line.quantity;
    else bySku.set(line.sku, { sku: line.sku, productTitle: line.productTitle, variantTitle: line.variantTitle, quantity: line.quantity });
  }
  return [...bySku.values()];
}

/** The demands asking more than is in stock (a SKU the stock does not hold has none). */
export function shortfalls(demands: readonly StockDemand[], inStock: ReadonlyMap<string, number>): Shortfall[] {
  return demands.flatMap((demand) => {
    const available = inStock.get(demand.sku) ?? 0;
    return demand.quantity > available ? [{ demand, available }] : [];
  });
}

/** How a shortfall is said: 'asks for 50 Sunny Days Deluxe in all (2 orders); only 25 are in stock'. */
export function shortfallText({ demand, available }: Shortfall, orderCount: number): string {
  const name = demand.variantTitle === 'Default Title' ? demand.productTitle : `${demand.productTitle} ${demand.variantTitle}`;
  const orders = `${orderCount} ${orderCount === 1 ? 'order' : 'orders'}`;
  const stock = available === 0 ? 'none are in stock' : `only ${available} ${available === 1 ? 'is' : 'are'} in stock`;
  return `asks for ${demand.quantity} ${name} in all (${orders}); ${stock}`;
}

/**
 * Takes the demands from the catalogue's stock, in the caller's transaction: locks the variants
 * (by id, so that two uploads wait for each other rather than deadlock), then answers the
 * shortfalls and takes nothing, or takes every demand (a variant left at 0 is no longer for sale,
 * as the catalogue's stock is tracked and never sold past) and answers none.
 */
export async function takeStock(tx: Queryable, demands: readonly StockDemand[]): Promise<Shortfall[]> {
  if (demands.length === 0) return [];
  const { rows } = await tx.query<{ sku: string; quantity_available: number }>(
    'select sku, quantity_available from storefront_variant where sku = any($1::text[]) order by id for update',
    [demands.map((demand) => demand.sku)],
  );
  const short = shortfalls(demands, new Map(rows.map((row) => [row.sku, row.quantity_available])));
  if (short.length > 0) return short;
  for (const demand of demands) {
    await tx.query(
      `update storefront_variant
          set quantity_available = quantity_available - $2,
              available_for_sale = available_for_sale and quantity_available > $2,
              version = version + 1
        where sku = $1`,
      [demand.sku, demand.quantity],
    );
  }
  return [];
}
