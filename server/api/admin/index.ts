import type { Database } from '../../db/database';
import type { TokenVerifier } from '../auth';
import { createServiceApp, type ApiApp } from '../common';
import { registerPlaces } from './places';

/** The reference admin API (000 §7): every call needs a valid bearer id token. */
export function createAdminApi(db: Database, verify: TokenVerifier): ApiApp {
  const app = createServiceApp(verify);
  registerPlaces(app, db);
  return app;
}
