import type { Database, Queryable } from '../../../db/database';
import type { OrderPullRegion } from '../../../../runtime/generated/entities';
import type { ApiApp } from '../../common';
import { describeRoute, NO_INPUT } from '../../routes';

/**
 * GET /order-pull/regions (002 §7, §3 Region option): every delivery region of the places data as
 * `OrderPullRegion[]` — name, province_code, tag (the value a config stores), warehouse_code — in
 * the regions' own order (east to west, as seeded). The report form shows 'name(province_code)'.
 */
export function registerOrderPullRegions(app: ApiApp, db: Database): void {
  describeRoute(app, 'GET', '/order-pull/regions', NO_INPUT);
  app.get('/order-pull/regions', async (c) => {
    const { rows } = await db.query<OrderPullRegion>(
      `select r.region_name as name, p.code as province_code, r.tag, w.sku as warehouse_code
         from region r join province p on p.id = r.province_id join warehouse w on w.id = r.warehouse_id
        order by r.region_id`,
    );
    return c.json(rows);
  });
}

/** The province code of each known region tag among `tags` (exact tags, as the regions list gives them). */
export async function regionProvinces(db: Queryable, tags: readonly string[]): Promise<Map<string, string>> {
  if (tags.length === 0) return new Map();
  const { rows } = await db.query<{ tag: string; code: string }>(
    'select r.tag, p.code from region r join province p on p.id = r.province_id where r.tag = any($1::text[])',
    [tags],
  );
  return new Map(rows.map((row) => [row.tag, row.code]));
}
