import type { Database } from '../../db/database';
import { systemClock, type Clock } from '../admin/clock';
import type { TokenVerifier } from '../auth';
import type { ApiApp } from '../common';
import { createService } from '../services';
import { registerCartPage } from './cartPage';
import { registerShopCities } from './cities';
import { registerLandingPages } from './landingPages';
import { registerOccasions } from './occasions';
import { registerRegionCutoff } from './regionCutoff';
import { registerShopRates } from './rates';
import { registerShortLinkRedirect } from './shortLinks';

/**
 * The shop service (`/api/shop`): the reference calls the order tools and the coverage checker
 * make (001 §7, 002 §7), read from the data the Rates, Places and order-rules screens edit.
 * `clock` says what today is (same-day-only rates); the system clock by default.
 */
export function createShopApi(db: Database, verify: TokenVerifier, clock: Clock = systemClock): ApiApp {
  const app = createService('shop', verify);
  registerShopRates(app, db, clock);
  registerRegionCutoff(app, db);
  registerShopCities(app, db);
  registerOccasions(app);
  registerLandingPages(app, db);
  registerShortLinkRedirect(app, db);
  registerCartPage(app, db);
  return app;
}
