import type { Database } from '../../../db/database';
import type { ApiApp } from '../../common';
import type { Clock } from '../clock';
import { registerOrderPullConfigs } from './configs';
import { registerOrderPullExports } from './exports';
import { registerOrderPullRegions } from './regions';

/** The order pull calls of 002 §7 behind the configs list and the report form: regions, configs, manual exports. */
export function registerOrderPulls(app: ApiApp, db: Database, clock: Clock): void {
  registerOrderPullRegions(app, db);
  registerOrderPullConfigs(app, db);
  registerOrderPullExports(app, db, clock);
}
