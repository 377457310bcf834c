import type { Queryable } from '../../db/database';

/** A region as the shop's calls name it. */
export interface ShopRegion {
  region_id: number;
  region_name: string;
  /** The region's unique tag ('Winnipeg', 'Québec_City'). */
  tag: string;
  /** The region's short code ('MB'): its warehouse's, so shared by that warehouse's regions. */
  short_code: string;
}

/**
 * The region a shop call names (case-insensitive): the region with that tag, else the one with
 * that short code. Short codes are the warehouse's (000 §5), so several regions may share one
 * ('MB': Winnipeg, Rural_MB, …): the code then names the warehouse's home region (the region
 * named like the warehouse: MB → Winnipeg), else the first region created with it.
 */
export async function findRegion(db: Queryable, named: string): Promise<ShopRegion | undefined> {
  const { rows } = await db.query<ShopRegion>(
    `select r.region_id, r.region_name, r.tag, r.short_code
       from region r join warehouse w on w.id = r.warehouse_id
      where lower(r.tag) = lower($1) or lower(r.short_code) = lower($1)
      order by (lower(r.tag) = lower($1)) desc, (lower(r.region_name) = lower(w.name)) desc, r.region_id
      limit 1`,
    [named.trim()],
  );
  return rows[0];
}
