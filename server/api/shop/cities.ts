import type { Database } from '../../db/database';
import { idParams, pathId } from '../admin/http';
import type { ApiApp } from '../common';
import { jsonError } from '../errors';
import { describeRoute, NO_INPUT } from '../routes';

/** A city (a town of the Places data) with its region, repeated so a flattened list keeps it. */
export interface ShopCity {
  id: number;
  name: string;
  /** The region's tag ('Winnipeg'): unique, what the cutoff call takes. */
  regionTag: string;
  regionName: string;
  /** The region's short code ('MB'). */
  regionCode: string;
}

/** The cities of one region (002 §3 'Cities: grouped by regionTag'). */
export interface ShopCityGroup {
  regionTag: string;
  regionName: string;
  regionCode: string;
  cities: ShopCity[];
}

export interface ShopCityDetail extends ShopCity {
  /** Its postal codes, sorted ('R3C 4T3'). */
  postalCodes: string[];
}

const SELECT_CITIES = `
  select t.town_id as id, t.town_name as name, r.tag as "regionTag", r.region_name as "regionName", r.short_code as "regionCode"
    from town t join zone z on z.zone_id = t.zone_id join region r on r.region_id = z.region_id`;

/**
 * GET /v3/cities (every town, grouped by its region's tag; groups by tag, cities by name) and
 * GET /v3/cities/{id} (one with its postal codes; unknown: 404). Read from the towns the Places
 * screens edit, so a town added or moved there shows at once.
 */
export function registerShopCities(app: ApiApp, db: Database): void {
  describeRoute(app, 'GET', '/v3/cities', NO_INPUT);
  app.get('/v3/cities', async (c) => {
    const { rows } = await db.query<ShopCity>(`${SELECT_CITIES} order by r.tag collate "C", t.town_name collate "C", t.town_id`);
    return c.json(groupCities(rows));
  });

  describeRoute(app, 'GET', '/v3/cities/:id', { params: idParams('id') });
  app.get('/v3/cities/:id', async (c) => {
    const id = pathId(c, 'id', 'The city id is not valid.');
    if (!id.ok) return id.response;
    const { rows } = await db.query<ShopCityDetail>(
      `select city.*, array(select p.postalcode from postal_code p where p.town_id = city.id order by p.postalcode collate "C") as "postalCodes"
         from (${SELECT_CITIES} where t.town_id = $1) city`,
      [id.value],
    );
    const city = rows[0];
    if (!city) return jsonError(c, 404, `There is no city ${id.value}.`);
    return c.json(city);
  });
}

/** Cities in order → one group per region tag, in the order met. */
export function groupCities(cities: readonly ShopCity[]): ShopCityGroup[] {
  const groups = new Map<string, ShopCityGroup>();
  for (const city of cities) {
    let group = groups.get(city.regionTag);
    if (!group) {
      group = { regionTag: city.regionTag, regionName: city.regionName, regionCode: city.regionCode, cities: [] };
      groups.set(city.regionTag, group);
    }
    group.cities.push(city);
  }
  return [...groups.values()];
}
