import type { Database } from '../../../db/database';
import type { ApiApp } from '../../common';
import type { Clock } from '../clock';
import { registerCutoffs } from './cutoffs';
import { registerDatesAvailable } from './datesAvailable';
import { registerDatesClosed } from './datesClosed';

/**
 * The order rules of 001 (Cutoffs, Dates Closed and Dates Available screens), on the admin API:
 *
 * | call | body | answer |
 * |---|---|---|
 * | GET /cutoff/default/all | query searchString, filterOn (cut_off_time, region, city, effect, day_of_week) | CutoffRegion[] |
 * | POST /cutoff/default | DefaultCutoffCreate | 201 { success, id } |
 * | PUT /cutoff/default | DefaultCutoffUpdate (default_cutoff_uuid, version) | { success } |
 * | DELETE /cutoff/default/{id} | none, or { version } | { success } |
 * | GET /dates-available-api | none | OverrideCutoff[] |
 * | POST /dates-available-api | OverrideCutoffBatchCreate | 201 { success, ids } |
 * | DELETE /dates-available-api/{id} | none, or { version } | { success } |
 * | GET /region-rule-api | none | DatesClosedRule[] (every region) |
 * | POST /dates-closed-api | DatesClosedBatchCreate | 201 { success, ids } |
 * | GET /region-rules/{regionId}/rule | none | RegionRule (datesClosed) |
 * | PUT /region-rules/{regionId}/rule | RegionRuleUpdate (type datesClosed or datesAvailable, version) | { success } |
 *
 * Tables: cutoff_default, cutoff_override (dates available = override cutoffs), date_closed_rule
 * (0010_order_rules.sql), each versioned and audited. 'Today' (past dates are refused) is taken
 * in America/Winnipeg from `clock`.
 */
export function registerOrderRules(app: ApiApp, db: Database, clock: Clock): void {
  registerCutoffs(app, db);
  registerDatesAvailable(app, db, clock);
  registerDatesClosed(app, db, clock);
}
