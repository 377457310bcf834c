/**
 * Giving stock back to the catalogue (an add-on removed from an order, a bouquet replaced), the
 * counterpart of takeStock (bulkOrders/stock.ts). Both lock the variants they change; a call that
 * does both locks every variant it touches first, in id order (lockVariants), so that two calls
 * wait for each other rather than deadlock.
 */
import type { Queryable } from '../../../db/database';
import type { StockDemand } from '../bulkOrders/stock';

/** Locks the catalogue's variants of these SKUs, in id order, in the caller's transaction. */
export async function lockVariants(tx: Queryable, skus: readonly string[]): Promise<void> {
  if (skus.length === 0) return;
  await tx.query('select id from storefront_variant where sku = any($1::text[]) order by id for update', [[...new Set(skus)]]);
}

/**
 * Adds each quantity back to its variant's stock. A variant at 0 (sold out, so no longer for sale:
 * takeStock's rule) is for sale again; one taken off sale while it had stock stays off sale. A
 * SKU the catalogue no longer holds gets nothing back.
 */
export async function giveBackStock(tx: Queryable, returns: readonly StockDemand[]): Promise<void> {
  for (const item of returns) {
    await tx.query(
      `update storefront_variant
          set available_for_sale = available_for_sale or quantity_available = 0,
              quantity_available = quantity_available + $2,
              version = version + 1
        where sku = $1`,
      [item.sku, item.quantity],
    );
  }
}
