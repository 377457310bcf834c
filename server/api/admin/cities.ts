import type { Database } from '../../db/database';
import { rebuildCityIndex } from '../../db/seed/cityIndex';
import type { ApiApp } from '../common';
import { describeRoute, NO_INPUT } from '../routes';

/** GET /search/cities (000 §7, the town screen's Update City Index): rebuilds the storefront city index. */
export function registerCities(app: ApiApp, db: Database): void {
  describeRoute(app, 'GET', '/search/cities', NO_INPUT);
  app.get('/search/cities', async (c) => {
    const { cities, regions } = await db.transaction((tx) => rebuildCityIndex(tx));
    return c.json({ success: `City index updated: ${cities} ${cities === 1 ? 'city' : 'cities'} in ${regions} ${regions === 1 ? 'region' : 'regions'}.` });
  });
}
