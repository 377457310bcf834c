/**
 * The demo upgrade sheet (001 §2 Upgrade Automation): pending rows naming seeded orders
 * (orders.ts) and the bouquet size each moves to, for PUT /order/upgrade-automation to apply.
 * Seeded once per database (`seed_step` 'upgrades'), in the seed's unaudited transaction.
 */
import type { Queryable } from '../database';
import { DEMO_ORDERS } from './orders';

export const UPGRADES_STEP = 'upgrades';

/** The pending rows: order, line ('' = its bouquet), size to move to. */
export const DEMO_UPGRADES: readonly { order: string; productTitle: string; toVariant: string }[] = [
  { order: DEMO_ORDERS.open, productTitle: '', toVariant: 'Grand' },
  { order: DEMO_ORDERS.addonsTwice, productTitle: '', toVariant: 'Grand' },
  { order: DEMO_ORDERS.hyphenBouquet, productTitle: 'Wild Meadow', toVariant: 'Deluxe' },
];

/** Writes the rows once per database; answers whether it wrote anything. */
export async function seedUpgrades(tx: Queryable): Promise<boolean> {
  const done = await tx.query<{ found: boolean }>('select exists(select 1 from seed_step where name = $1) as found', [UPGRADES_STEP]);
  if (done.rows[0]?.found === true) return false;
  for (const row of DEMO_UPGRADES) {
    await tx.query('insert into upgrade_request (order_name, product_title, to_variant) values ($1, $2, $3)', [row.order, row.productTitle, row.toVariant]);
  }
  await tx.query('insert into seed_step (name) values ($1)', [UPGRADES_STEP]);
  return true;
}
