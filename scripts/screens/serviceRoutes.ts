/**
 * The routes the console's services answer, read off their own route tables (Hono's `routes`):
 * each service app is built without a database (no route touches it until called) and asked.
 */
import type { ServiceRoutes } from '../../runtime/tooling/checkContext.ts';
import { createAdminApi } from '../../server/api/admin/index';
import type { TokenVerifier } from '../../server/api/auth';
import { createDevApi } from '../../server/api/dev/index';
import { createLabelsApi } from '../../server/api/labels/index';
import { createShopApi } from '../../server/api/shop/index';
import { createStorefrontApi } from '../../server/api/storefront/graphql';
import type { Database } from '../../server/db/database';

type RouteTable = { routes: ReadonlyArray<{ method: string; path: string }> };

const unusedDatabase = {} as Database;
const noToken: TokenVerifier = () => Promise.reject(new Error('routes only'));

/** The method and path of each route (middleware, `ALL`, left out), `prefix` taken off (the service's base holds it). */
function routesOf(app: RouteTable, prefix = ''): Array<{ method: string; path: string }> {
  const seen = new Map<string, { method: string; path: string }>();
  for (const { method, path } of app.routes) {
    if (method === 'ALL' || !path.startsWith(prefix)) continue;
    const own = path.slice(prefix.length) || '/';
    seen.set(`${method} ${own}`, { method, path: own });
  }
  return [...seen.values()];
}

/** The routes of every service an endpoint may name (`service` of the meta-schema). */
export function serviceRoutes(): ServiceRoutes {
  return {
    admin: routesOf(createAdminApi(unusedDatabase, noToken)),
    shop: routesOf(createShopApi(unusedDatabase, noToken)),
    labels: routesOf(createLabelsApi(unusedDatabase, noToken)),
    dev: routesOf(createDevApi(unusedDatabase, noToken)),
    // Its base (config.json) is the GraphQL address itself: endpoints write "/".
    storefrontGraphql: routesOf(createStorefrontApi(unusedDatabase, noToken), '/graphql'),
  };
}
