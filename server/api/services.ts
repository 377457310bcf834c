import type { TokenVerifier } from './auth';
import { createServiceApp, type ApiApp } from './common';
import { describeRoute, NO_INPUT } from './routes';

/** The services besides the admin API; later issues add their calls (spec 000–002 §7). */
export type OtherService = 'shop' | 'labels' | 'dev';

/**
 * A service with the shared guards (token, size cap, JSON errors) and a status call, so the
 * console and its tests can tell it is up before it has calls of its own.
 */
export function createService(name: OtherService, verify: TokenVerifier): ApiApp {
  const app = createServiceApp(verify);
  describeRoute(app, 'GET', '/status', NO_INPUT);
  app.get('/status', (c) => c.json({ service: name, status: 'up' }));
  return app;
}
