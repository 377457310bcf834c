import type { Database } from '../../../db/database';
import type { ApiApp } from '../../common';
import { registerScheduleOverrides } from './overrides';
import { registerSchedules } from './schedules';

/** The schedule calls of 002 §7 (Schedules): the schedules and their day overrides. */
export function registerOrderPullSchedules(app: ApiApp, db: Database): void {
  registerSchedules(app, db);
  registerScheduleOverrides(app, db);
}
