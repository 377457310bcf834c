import type { Database } from '../../db/database';
import type { ApiApp } from '../common';
import { registerLatestPulls } from './latestPulls';
import { registerOpsLinks } from './opsLinks';
import { registerPasswordReset } from './passwordReset';
import { registerRules } from './rules';

/**
 * The admin API calls of the reports and operations screens of 002 (host admin in
 * endpoints.json): order-pull rules, latest order pulls, ops links and customer password reset.
 */
export function registerReportsOps(app: ApiApp, db: Database): void {
  registerRules(app, db);
  registerLatestPulls(app, db);
  registerOpsLinks(app, db);
  registerPasswordReset(app, db);
}
