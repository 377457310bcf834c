import type { Queryable } from '../database';

export interface CityIndexCounts {
  cities: number;
  regions: number;
}

/**
 * Rebuilds the storefront's city index (000 §3 'Cities': grouped by region tag, each city with
 * id and name): every town, under the tag of its zone's region. Run it inside a transaction so
 * readers see the old index or the new one, never half of it. Used by the seed and by
 * GET /search/cities.
 */
export async function rebuildCityIndex(tx: Queryable): Promise<CityIndexCounts> {
  await tx.query('delete from city_index');
  await tx.query(
    `insert into city_index (region_tag, city_id, city_name)
     select r.tag, t.town_id, t.town_name
       from town t
       join zone z on z.zone_id = t.zone_id
       join region r on r.region_id = z.region_id`,
  );
  const { rows } = await tx.query<CityIndexCounts>(
    'select count(*)::int as cities, count(distinct region_tag)::int as regions from city_index',
  );
  return rows[0] ?? { cities: 0, regions: 0 };
}
