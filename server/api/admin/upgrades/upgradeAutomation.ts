import type { UpgradeRequest as UpgradeRequestRow } from '../../../../runtime/generated/entities';
import type { Database, Queryable } from '../../../db/database';
import type { ApiApp } from '../../common';
import upgradeSchema from '../../../../schemas/entities/upgrade-automation.schema.json' with { type: 'json' };
import { describeRoute, NO_INPUT } from '../../routes';
import { findOrderByName, type StoredLineItem } from '../orders/orderStore';
import { validBody } from '../http';
import { auditedWrite } from '../writes';
import { lineToUpgrade, productTitles, upgradedMessage, withUpgradedTag } from './upgradePlan';

export const UPGRADE_PATH = '/order/upgrade-automation';
export const NOTHING_WAITING = 'No upgrades waiting in the sheet';

interface UpgradeRequest {
  id: number;
  order_name: string;
  product_title: string;
  to_variant: string;
}

interface Target {
  product_title: string;
  variant_title: string;
  sku: string;
  price: string;
}

export interface UpgradeAnswer {
  message: string;
  upgraded: string[];
  /** The rows left pending, with why (absent when none). */
  problems?: { order: string; reason: string }[];
}

/**
 * PUT /order/upgrade-automation (001 §2 Upgrade Automation, §7; empty body): applies every pending
 * row of the upgrade sheet (table upgrade_request, 0062_order_tools.sql) to its order, oldest
 * first: the line (lineToUpgrade) moves to the catalogue variant the row names (its title, SKU
 * and price), the order is tagged UPGRADED, the row is marked done. Answers 200 `{ message:
 * '2 orders upgraded', upgraded: ['#1001', …] }`, or `{ message: 'No upgrades waiting in the
 * sheet', upgraded: [] }`. A row that cannot be applied (unknown order, no such line, no such
 * variant in the shop) stays pending with its problem stored, and is listed in `problems`; the
 * other rows are still applied. One audited transaction.
 */
export function registerUpgradeAutomation(app: ApiApp, db: Database): void {
  registerPendingUpgrades(app, db);
  // The console sends an empty JSON object (001 §7: 'empty body'); any field in it is refused.
  const route = describeRoute<Record<string, never>>(app, 'PUT', UPGRADE_PATH, { body: upgradeSchema });
  app.put(UPGRADE_PATH, async (c) => {
    const body = await validBody(c, route.body, 'The upgrade call takes an empty body.');
    if (!body.ok) return body.response;
    return auditedWrite(c, db, async (tx) => {
      const { rows: pending } = await tx.query<UpgradeRequest>(
        `select id, order_name, product_title, to_variant from upgrade_request where status = 'pending' order by id for update`,
      );
      if (pending.length === 0) return c.json({ message: NOTHING_WAITING, upgraded: [] } satisfies UpgradeAnswer, 200);
      const upgraded: string[] = [];
      const problems: { order: string; reason: string }[] = [];
      for (const request of pending) {
        const reason = await applyUpgrade(tx, request);
        if (reason === undefined) {
          await tx.query(`update upgrade_request set status = 'done', done_at = now(), problem = '', version = version + 1 where id = $1`, [request.id]);
          if (!upgraded.includes(request.order_name)) upgraded.push(request.order_name);
        } else {
          await tx.query(`update upgrade_request set problem = $2, version = version + 1 where id = $1 and problem <> $2`, [request.id, reason]);
          problems.push({ order: request.order_name, reason });
        }
      }
      const left = problems.length === 0 ? '' : `; ${problems.length} left pending: ${problems.map((problem) => problem.reason).join('; ')}`;
      const answer: UpgradeAnswer = { message: `${upgradedMessage(upgraded.length)}${left}`, upgraded, ...(problems.length > 0 ? { problems } : {}) };
      return c.json(answer, 200);
    });
  });
}

/** Applies one row; answers why it could not, or undefined when done. */
async function applyUpgrade(tx: Queryable, request: UpgradeRequest): Promise<string | undefined> {
  const order = await findOrderByName(tx, request.order_name, true);
  if (!order) return `Order ${request.order_name} is not in the store`;
  const line = lineToUpgrade(order.lineItems, request.product_title);
  if (!line) return request.product_title === '' ? `Order ${order.name} has no bouquet` : `Order ${order.name} has no line ${request.product_title}`;
  const target = await targetVariant(tx, line, request.to_variant);
  if (!target) return `${productTitles(line.productTitle).at(-1) ?? line.productTitle} has no variant ${request.to_variant} in the shop`;
  await tx.query(`update shop_order_line_item set product_title = $2, variant_title = $3, sku = $4, price = $5 where id = $1`, [line.id, target.product_title, target.variant_title, target.sku, target.price]);
  await tx.query(`update shop_order set tags = $2::text[], version = version + 1 where id = $1`, [order.id, withUpgradedTag(order.tags)]);
  return undefined;
}

/** The catalogue variant of the line's product titled `variant` (case aside). */
async function targetVariant(tx: Queryable, line: StoredLineItem, variant: string): Promise<Target | undefined> {
  const { rows } = await tx.query<Target>(
    `select p.title as product_title, v.title as variant_title, v.sku, v.price::text as price
       from storefront_product p join storefront_variant v on v.product_id = p.id
      where lower(p.title) = any($1::text[]) and lower(v.title) = lower($2)
      order by p.id limit 1`,
    [productTitles(line.productTitle).map((title) => title.toLowerCase()), variant.trim()],
  );
  return rows[0];
}

interface PendingRow {
  id: number;
  order_name: string;
  product_title: string;
  to_variant: string;
  problem: string;
  requested_at: string;
}

/**
 * GET /order/upgrade-automation (the sheet's pending rows, so Upgrade Automation and the sheet
 * page show what Update will apply): `[{ id, order, productTitle, toVariant, problem,
 * requestedAt }]` (entity upgrade-request), oldest first, as Update applies them. Done rows are
 * not listed.
 */
function registerPendingUpgrades(app: ApiApp, db: Database): void {
  describeRoute(app, 'GET', UPGRADE_PATH, NO_INPUT);
  app.get(UPGRADE_PATH, async (c) => {
    const { rows } = await db.query<PendingRow>(
      `select id, order_name, product_title, to_variant, problem, to_char(requested_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as requested_at
         from upgrade_request where status = 'pending' order by id`,
    );
    const pending: UpgradeRequestRow[] = rows.map((row) => ({ id: row.id, order: row.order_name, productTitle: row.product_title, toVariant: row.to_variant, problem: row.problem, requestedAt: row.requested_at }));
    return c.json(pending);
  });
}
