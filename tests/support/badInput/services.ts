import { createAdminApi } from '../../../server/api/admin/index';
import type { TokenVerifier } from '../../../server/api/auth';
import type { ApiApp } from '../../../server/api/common';
import { describedRoutes, routeKey, type RouteDescription } from '../../../server/api/routes';
import { createDevApi } from '../../../server/api/dev/index';
import { createLabelsApi } from '../../../server/api/labels/index';
import { createShopApi } from '../../../server/api/shop/index';
import { createStorefrontApi } from '../../../server/api/storefront/graphql';
import type { Database } from '../../../server/db/database';
import type { Endpoint } from './cases';

/** The reference services where server/app.ts mounts them, made by the same factories. */
export function mountedServices(db: Database, verify: TokenVerifier): { mount: string; app: ApiApp }[] {
  return [
    { mount: '/api/admin', app: createAdminApi(db, verify) },
    { mount: '/api/shop', app: createShopApi(db, verify) },
    { mount: '/api/labels', app: createLabelsApi(db, verify) },
    { mount: '/api/dev', app: createDevApi(db, verify) },
    { mount: '/api/storefront', app: createStorefrontApi(db, verify) },
  ];
}

/**
 * Every endpoint in the services' route tables (hono's `app.routes`: method and path; the
 * shared `use('*')` middleware aside), with what it declared, or named in `undeclared`.
 */
export function discoverEndpoints(services: readonly { mount: string; app: ApiApp }[]): { endpoints: Endpoint[]; undeclared: string[] } {
  const endpoints: Endpoint[] = [];
  const undeclared: string[] = [];
  for (const { mount, app } of services) {
    const declared = describedRoutes(app);
    const seen = new Set<string>();
    for (const { method, path } of app.routes) {
      const key = routeKey(method, path);
      if (method === 'ALL' && path === '/*') continue;
      if (seen.has(key)) continue;
      seen.add(key);
      const route: RouteDescription | undefined = declared.get(key);
      if (route) endpoints.push({ mount, route });
      else undeclared.push(`${method} ${mount}${path}`);
    }
  }
  return { endpoints, undeclared };
}
