import type { Queryable } from '../../../db/database';

export interface OrderRegion {
  /** The region's tag ('Winnipeg'). */
  regionTag: string;
  /** Its short code ('MB'). */
  regionCode: string;
}

const keyOf = (city: string, provinceCode: string) => `${city.trim().toLowerCase()}|${provinceCode}`;

/**
 * The delivery region of each (city, province) of a sheet, from the places tables: the region of
 * the province whose tag is the city ('Winnipeg'), else the region holding a town of that name
 * ('Transcona'); case aside. A city no region serves is left out (its orders get no region).
 */
export async function regionsOf(db: Queryable, places: readonly { city: string; provinceCode: string }[]): Promise<(city: string, provinceCode: string) => OrderRegion | undefined> {
  const found = new Map<string, OrderRegion>();
  const wanted = new Map(places.map((place) => [keyOf(place.city, place.provinceCode), place]));
  for (const [key, place] of wanted) {
    const { rows } = await db.query<{ tag: string; short_code: string }>(
      `select r.tag, r.short_code from region r join province p on p.id = r.province_id
        where p.code = $2
          and (lower(r.tag) = lower($1)
               or exists (select 1 from zone z join town t on t.zone_id = z.zone_id where z.region_id = r.region_id and lower(t.town_name) = lower($1)))
        order by (lower(r.tag) = lower($1)) desc, r.region_id limit 1`,
      [place.city.trim(), place.provinceCode],
    );
    const row = rows[0];
    if (row) found.set(key, { regionTag: row.tag, regionCode: row.short_code });
  }
  return (city, provinceCode) => found.get(keyOf(city, provinceCode));
}
